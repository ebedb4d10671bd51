"""The rules reference dock: a search box, the matching entries, the chosen entry with links to
its related entries. Reads `nbgui.teach.reference` in the current language; `show_entry(id)` is
how the table (right-click, F1), a refused move's "Why?" and the warnings open an entry."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, QTimer, QUrl, Signal
from PySide6.QtWidgets import (
    QDockWidget,
    QLabel,
    QLineEdit,
    QListView,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from nbgui.teach.reference import Entry, default_reference
from nbgui.ui import i18n

#: The entry's lines the panel keeps in sight however its dock is squeezed (the rest scrolls).
ENTRY_MIN_LINES = 3


class ReferencePanel(QWidget):
    """Search + results + entry view; see the module docstring."""

    entryShown = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("referencePanel")
        self.reference = default_reference()
        self.current_id: str | None = None
        self.search_box = QLineEdit(self)
        self.search_box.setObjectName("referenceSearch")
        self.search_box.setClearButtonEnabled(True)
        self.results = QListWidget(self)
        self.results.setObjectName("referenceResults")
        # A long title ("Solo puedes elegir una acción que puedas completar") wraps onto a
        # second line: the list never scrolls sideways, however narrow the dock.
        self.results.setWordWrap(True)
        self.results.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.results.setResizeMode(QListView.ResizeMode.Adjust)
        self.results.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.view = QTextBrowser(self)
        self.view.setObjectName("referenceEntry")
        # squeezed no further than `ENTRY_MIN_LINES` (nor the list below a line): under the
        # game dock at 1366×768 the panel's own minimum (about 220 px, both scroll areas'
        # minimums) took the room the game dock needs for the Captain's outlook
        self.view.setMinimumHeight(self.entry_height(ENTRY_MIN_LINES))
        self.results.setMinimumHeight(1)
        self.view.setOpenLinks(False)
        self.view.anchorClicked.connect(self._on_link)
        self.count_label = QLabel(self)
        split = QSplitter(Qt.Orientation.Vertical, self)
        split.addWidget(self.results)
        split.addWidget(self.view)
        split.setStretchFactor(1, 2)
        self.split = split
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 6)
        layout.addWidget(self.search_box)
        layout.addWidget(self.count_label)
        layout.addWidget(split, 1)
        self.search_box.textChanged.connect(self._on_typed)
        # no entry chosen yet (Help > Rules reference, F1 over no piece): the list has the
        # panel, not an empty page under it (under the game dock at 1366×768 the list had a
        # row and a half over three blank lines); the entry appears when one is shown
        self.view.hide()
        self.results.currentItemChanged.connect(self._on_current)
        self.results.itemActivated.connect(lambda item: self._on_current(item, None))
        self.retranslate()

    @property
    def language(self) -> str:
        return i18n.current_language()

    def retranslate(self) -> None:
        self.search_box.setPlaceholderText(self.tr("Search the rules (e.g. lay, Dockyard)"))
        self.search_box.setAccessibleName(self.tr("Search the rules"))
        self.results.setAccessibleName(self.tr("Matching rules"))
        self.view.setAccessibleName(self.tr("Rule text"))
        self.search(self.search_box.text())
        if self.current_id is not None:
            self.show_entry(self.current_id, select=False)

    def _on_typed(self, text: str) -> None:
        """A search typed, or cleared (its clear button: back to the list), unfolds the
        results when `favour_entry` folded them away: half the split, or all of it where half
        would not hold the list's minimum."""
        sizes = self.split.sizes()
        if sizes and sizes[0] == 0 and sum(sizes) > 0:
            total = sum(sizes)
            half = total // 2
            if half < self.results.minimumSizeHint().height():
                # too short to share (under the game dock at 1366×768: a clipped row of the
                # list over the entry): the list alone, as on opening; a choice shows the entry
                half = total
            self.split.setSizes([half, total - half])
            self.count_label.show()
        self.search(text)

    def search(self, text: str) -> list[Entry]:
        """Fill the results with the entries matching `text` (all entries when empty)."""
        if text.strip():
            found = self.reference.search(text, self.language, limit=40)
        else:
            found = list(self.reference.entries(self.language))
        self.results.blockSignals(True)
        self.results.clear()
        for entry in found:
            item = QListWidgetItem(entry.title, self.results)
            item.setData(Qt.ItemDataRole.UserRole, entry.id)
        self.results.blockSignals(False)
        self.count_label.setText(self.tr("{n} entries").format(n=len(found)))
        return found

    def result_ids(self) -> list[str]:
        return [
            str(self.results.item(i).data(Qt.ItemDataRole.UserRole))
            for i in range(self.results.count())
        ]

    def _on_current(self, item: QListWidgetItem | None, _previous: object) -> None:
        if item is not None:
            self.show_entry(str(item.data(Qt.ItemDataRole.UserRole)), select=False)

    def _on_link(self, url: QUrl) -> None:
        self.show_entry(url.toString().removeprefix("entry:"))

    def show_entry(self, entry_id: str, select: bool = True) -> bool:
        """Show the entry `entry_id` in the current language; False if there is none."""
        entry = self.reference.get(entry_id, self.language)
        if entry is None:
            return False
        self.current_id = entry_id
        parts = [f"<h3>{html.escape(entry.title)}</h3>"]
        # a line break inside a paragraph is kept: the whale kinds, the scoring categories,
        # the Helm's courses and the Orders' checks are one per line (joined into one run of
        # text, "Right whale: lay $2, worth 1 point. Bowhead whale: …" read as a paragraph)
        parts += [
            "<p>" + html.escape(p).replace("\n", "<br>") + "</p>" for p in entry.paragraphs
        ]
        related = self.reference.related(entry, self.language)
        if related:
            links = i18n.listed(
                f'<a href="entry:{r.id}">{html.escape(r.title)}</a>' for r in related
            )
            parts.append(f"<p><b>{html.escape(self.tr('See also:'))}</b> {links}</p>")
        self.view.setHtml("".join(parts))
        sizes = self.split.sizes()
        if self.view.isHidden() or (len(sizes) > 1 and sizes[1] == 0 and sizes[0] > 0):
            # the first entry shown, or one chosen from the list alone: most of the panel to it
            self.view.show()
            QTimer.singleShot(0, self, self.favour_entry)  # once laid out
        if select:
            for i in range(self.results.count()):
                if self.results.item(i).data(Qt.ItemDataRole.UserRole) == entry_id:
                    self.results.blockSignals(True)
                    self.results.setCurrentRow(i)
                    self.results.blockSignals(False)
                    break
        self.entryShown.emit(entry_id)
        return True

    def favour_entry(self) -> None:
        """Most of the panel's height to the entry (a quarter to the results): the reference
        opened on an entry under the game dock ("Why?", F1, a right-click) had room for three
        of its lines under 13 results."""
        total = sum(self.split.sizes())
        if total > 0:
            share = total // 4
            if share < self.results.minimumSizeHint().height():
                # too short for a quarter: the list would keep its minimum (four rows) and the
                # entry two lines (seen at 1366×768 under a long hint: "Why?" showed the
                # title and two lines). The list folds away; a search brings it back.
                share = 0
            self.split.setSizes([share, total - share])
            # the count ("71 entries") is the list's: folded away with it, its line to the entry
            self.count_label.setHidden(share == 0)
        item = self.results.currentItem()
        if item is not None:
            self.results.scrollToItem(item)

    def entry_height(self, lines: int) -> int:
        """The entry view's height that shows `lines` lines of its text."""
        margin = 2 * round(self.view.document().documentMargin())
        frame = 2 * self.view.frameWidth()
        return frame + margin + lines * self.view.fontMetrics().lineSpacing()

    def height_for(self, lines: int, dock: QWidget | None = None) -> int:
        """The panel's height (its dock's, with `dock`'s title) that shows `lines` lines of an
        entry with the list and its count folded away (`favour_entry`)."""
        layout = self.layout()
        margins = layout.contentsMargins() if layout is not None else None
        spacing = layout.spacing() if layout is not None else 0
        height = self.search_box.sizeHint().height() + spacing + self.entry_height(lines)
        if margins is not None:
            height += margins.top() + margins.bottom()
        title = dock.titleBarWidget() if isinstance(dock, QDockWidget) else None
        return height + (title.sizeHint().height() if title is not None else 0)

    def shown_title(self) -> str:
        entry = self.reference.get(self.current_id or "", self.language)
        return entry.title if entry else ""

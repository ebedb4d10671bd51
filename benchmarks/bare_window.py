"""The start-up reference: the least a PySide6 app can do to show a graphics window.

A `QApplication` and a `QGraphicsView` with one rectangle, the size of nbgui's main window. It
prints ``first-paint <seconds> cpu <CPU seconds>`` at the view's first paint event, then
``frame-done <seconds> cpu <CPU seconds>`` once that first frame is painted (a zero timer queued
from the paint event; on Linux followed by ``anon <MiB> file <MiB>``, its resident memory then,
anonymous and file-backed), and quits, as ``python -m nbgui --benchmark-startup`` does, so
`startup_bench.py` can time both the same way (from process launch to each line) and print
nbgui's start-up as a ratio to this one.

    QT_QPA_PLATFORM=offscreen python benchmarks/bare_window.py
"""

import time

START = time.perf_counter()

import sys  # noqa: E402

from PySide6.QtCore import QEvent, QObject, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView  # noqa: E402


class FirstPaint(QObject):
    def __init__(self, app: QApplication) -> None:
        super().__init__()
        self.app = app

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            print(f"first-paint {time.perf_counter() - START:.3f} cpu {time.process_time():.4f}",
                  flush=True)
            QTimer.singleShot(0, self.frame_done)
        return False

    def frame_done(self) -> None:
        print(f"frame-done {time.perf_counter() - START:.3f} cpu {time.process_time():.4f}"
              f"{resident()}", flush=True)
        self.app.quit()


def resident() -> str:
    """`` anon <MiB> file <MiB>``: the resident memory now, anonymous and file-backed (Linux
    /proc), read here because the window quits right after; "" elsewhere."""
    try:
        with open("/proc/self/status", encoding="ascii") as fh:
            fields = dict(line.split(":", 1) for line in fh if ":" in line)
        anon = int(fields["RssAnon"].split()[0]) / 1024.0
        files = int(fields["RssFile"].split()[0]) / 1024.0
    except (OSError, KeyError, ValueError, IndexError):
        return ""
    return f" anon {anon:.1f} file {files:.1f}"


def main() -> int:
    app = QApplication(sys.argv)
    scene = QGraphicsScene()
    scene.addRect(0, 0, 200, 120)
    view = QGraphicsView(scene)
    view.resize(1280, 720)
    watch = FirstPaint(app)
    view.installEventFilter(watch)
    view.show()
    return int(app.exec())


if __name__ == "__main__":
    sys.exit(main())

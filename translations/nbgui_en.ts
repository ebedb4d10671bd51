<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About nbgui</source>
            <translation>About nbgui</translation>
        </message>
        <message>
            <source>New Bedford for the desktop: play solo against the four Captain automata (Starbuck, Stubb, Flask, Ahab) or with friends at one screen, every rule refereed and every Captain decision explained.</source>
            <translation>New Bedford for the desktop: play solo against the four Captain automata (Starbuck, Stubb, Flask, Ahab) or with friends at one screen, every rule refereed and every Captain decision explained.</translation>
        </message>
        <message>
            <source>nbgui is free software under the MIT licence. New Bedford is a board game by Nathan Tyler; this project is not affiliated with its publishers and uses none of their art: every picture was drawn for this project.</source>
            <translation>nbgui is free software under the MIT licence. New Bedford is a board game by Nathan Tyler; this project is not affiliated with its publishers and uses none of their art: every picture was drawn for this project.</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and Qt for Python (PySide6 {pyside}), under the LGPL v3. Every component shipped with nbgui and its licence is listed below; choose one to read its licence.</source>
            <translation>Built with Qt {qt} and Qt for Python (PySide6 {pyside}), under the LGPL v3. Every component shipped with nbgui and its licence is listed below; choose one to read its licence.</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Component</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Version</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licence</translation>
        </message>
        <message>
            <source>The licences are legal texts and are shown as their authors wrote them, in English, without translation.</source>
            <translation>The licences are legal texts and are shown as their authors wrote them, in English, without translation.</translation>
        </message>
        <message>
            <source>The licence list of this installation cannot be read: {why}</source>
            <translation>The licence list of this installation cannot be read: {why}</translation>
        </message>
        <message>
            <source>(licence file {name} missing)</source>
            <translation>(licence file {name} missing)</translation>
        </message>
        <message>
            <source>Bundled files under this licence: {files}</source>
            <translation>Bundled files under this licence: {files}</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong</source>
            <translation>Something went wrong</translation>
        </message>
        <message>
            <source>Error details</source>
            <translation>Error details</translation>
        </message>
        <message>
            <source>Show details</source>
            <translation>Show details</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copy details</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Hide details</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>At least one player is needed.</source>
            <translation>At least one player is needed.</translation>
        </message>
        <message>
            <source>A table has at most four seats.</source>
            <translation>A table has at most four seats.</translation>
        </message>
        <message>
            <source>Choose a Captain to play solo, or add a second player.</source>
            <translation>Choose a Captain to play solo, or add a second player.</translation>
        </message>
        <message>
            <source>This mix of Captains and players is not one the rules describe.</source>
            <translation>This mix of Captains and players is not one the rules describe.</translation>
        </message>
        <message>
            <source>Reconstructed boards: the printed Captain boards are pictures that no available source transcribes, so these boards are this project's reconstruction from the rulebook text. If you own the game, drop a corrected board file into {folder} and it replaces the built-in one.</source>
            <translation>Reconstructed boards: the printed Captain boards are pictures that no available source transcribes, so these boards are this project's reconstruction from the rulebook text. If you own the game, drop a corrected board file into {folder} and it replaces the built-in one.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <source>Captains (solo opponents)</source>
            <translation>Captains (solo opponents)</translation>
        </message>
        <message>
            <source>Players at this screen</source>
            <translation>Players at this screen</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Number of players</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Players:</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Player {n}</translation>
        </message>
        <message>
            <source>Name of player {n}</source>
            <translation>Name of player {n}</translation>
        </message>
        <message>
            <source>Name {n}:</source>
            <translation>Name {n}:</translation>
        </message>
        <message>
            <source>Several players take turns at this one screen (hot seat).</source>
            <translation>Several players take turns at this one screen (hot seat).</translation>
        </message>
        <message>
            <source>Two Captains and two players: Player 1 controls the first Captain and Player 2 the second (each settles their Captain's ties); the player whose Captain is first in a round places third.</source>
            <translation>Two Captains and two players: Player 1 controls the first Captain and Player 2 the second (each settles their Captain's ties); the player whose Captain is first in a round places third.</translation>
        </message>
        <message>
            <source>Number of AI players</source>
            <translation>Number of AI players</translation>
        </message>
        <message>
            <source>Computer players for the ordinary game: easy, medium or strong.</source>
            <translation>Computer players for the ordinary game: easy, medium or strong.</translation>
        </message>
        <message>
            <source>AI players:</source>
            <translation>AI players:</translation>
        </message>
        <message>
            <source>Level of AI player {n}</source>
            <translation>Level of AI player {n}</translation>
        </message>
        <message>
            <source>AI {n}:</source>
            <translation>AI {n}:</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Options</translation>
        </message>
        <message>
            <source>Add Turner's Mill</source>
            <translation>Add Turner's Mill</translation>
        </message>
        <message>
            <source>A newcomer's aid: copy a Captain's last action (only with Captains against one player).</source>
            <translation>A newcomer's aid: copy a Captain's last action (only with Captains against one player).</translation>
        </message>
        <message>
            <source>Expert variant — harder: stronger Captain limits</source>
            <translation>Expert variant — harder: stronger Captain limits</translation>
        </message>
        <message>
            <source>Measured: {player} wins {normal}% of its games against a Captain on average in normal play, {expert}% in the expert variant.</source>
            <translation>Measured: {player} wins {normal}% of its games against a Captain on average in normal play, {expert}% in the expert variant.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Seed</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game.</source>
            <translation>The same seed and the same moves give the same game.</translation>
        </message>
        <message>
            <source>New seed</source>
            <translation>New seed</translation>
        </message>
        <message>
            <source>Choose a new random seed</source>
            <translation>Choose a new random seed</translation>
        </message>
        <message>
            <source>Seed:</source>
            <translation>Seed:</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Language:</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Learn to play (tutorial)</source>
            <translation>Learn to play (tutorial)</translation>
        </message>
        <message>
            <source>Learn to play with a guided first game</source>
            <translation>Learn to play with a guided first game</translation>
        </message>
        <message>
            <source>Easiest.</source>
            <translation>Easiest.</translation>
        </message>
        <message>
            <source>Hardest.</source>
            <translation>Hardest.</translation>
        </message>
        <message>
            <source>Harder than {easier}, easier than {harder}.</source>
            <translation>Harder than {easier}, easier than {harder}.</translation>
        </message>
        <message>
            <source>Difficulty {rank} of {count}</source>
            <translation>Difficulty {rank} of {count}</translation>
        </message>
        <message>
            <source>{text} (reconstructed board)</source>
            <translation>{text} (reconstructed board)</translation>
        </message>
        <message>
            <source>In the expert variant, against him, {player} won {rate}% of {games} games.</source>
            <translation>In the expert variant, against him, {player} won {rate}% of {games} games.</translation>
        </message>
        <message>
            <source>Against him, {player} won {rate}% of {games} games.</source>
            <translation>Against him, {player} won {rate}% of {games} games.</translation>
        </message>
        <message>
            <source>In the expert variant, against him, {player} won {rate}% of {games} games; {stronger} won {stronger_rate}% of {stronger_games}.</source>
            <translation>In the expert variant, against him, {player} won {rate}% of {games} games; {stronger} won {stronger_rate}% of {stronger_games}.</translation>
        </message>
        <message>
            <source>Against him, {player} won {rate}% of {games} games; {stronger} won {stronger_rate}% of {stronger_games}.</source>
            <translation>Against him, {player} won {rate}% of {games} games; {stronger} won {stronger_rate}% of {stronger_games}.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Every player needs a name.</translation>
        </message>
        <message>
            <source>Each seat needs a different name.</source>
            <translation>Each seat needs a different name.</translation>
        </message>
        <message>
            <source>Enter a seed (any whole number).</source>
            <translation>Enter a seed (any whole number).</translation>
        </message>
        <message>
            <source>a simple test program</source>
            <translation>a simple test program</translation>
        </message>
        <message>
            <source>the test program</source>
            <translation>the test program</translation>
        </message>
        <message>
            <source>our Easy AI</source>
            <translation>our Easy AI</translation>
        </message>
        <message>
            <source>our Medium AI (about a newcomer's level)</source>
            <translation>our Medium AI (about a newcomer's level)</translation>
        </message>
        <message>
            <source>our Medium AI</source>
            <translation>our Medium AI</translation>
        </message>
        <message>
            <source>our Strong AI (about an experienced player's level)</source>
            <translation>our Strong AI (about an experienced player's level)</translation>
        </message>
        <message>
            <source>our Strong AI</source>
            <translation>our Strong AI</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Game</translation>
        </message>
        <message>
            <source>Saved &amp;games…</source>
            <translation>Saved &amp;games…</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;New…</translation>
        </message>
        <message>
            <source>&amp;Rematch (same seed)</source>
            <translation>&amp;Rematch (same seed)</translation>
        </message>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Suggest a &amp;move</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Open…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Save</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Save &amp;As…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Quit</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Edit</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Undo</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Redo</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;View</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>Zoom &amp;in</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>Zoom &amp;out</translation>
        </message>
        <message>
            <source>&amp;Reset zoom</source>
            <translation>&amp;Reset zoom</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Full screen</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>Animation &amp;speed</translation>
        </message>
        <message>
            <source>S&amp;kip animation</source>
            <translation>S&amp;kip animation</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Settings</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Language</translation>
        </message>
        <message>
            <source>Decide Captain &amp;ties automatically</source>
            <translation>Decide Captain &amp;ties automatically</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>&amp;Reduced motion</translation>
        </message>
        <message>
            <source>&amp;Warn me about likely mistakes</source>
            <translation>&amp;Warn me about likely mistakes</translation>
        </message>
        <message>
            <source>&amp;Hint strength</source>
            <translation>&amp;Hint strength</translation>
        </message>
        <message>
            <source>&amp;Quick (about 1 s)</source>
            <translation>&amp;Quick (about 1 s)</translation>
        </message>
        <message>
            <source>&amp;Strong (about 3 s)</source>
            <translation>&amp;Strong (about 3 s)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <source>&amp;Learn to play (tutorial)</source>
            <translation>&amp;Learn to play (tutorial)</translation>
        </message>
        <message>
            <source>Restart the &amp;tutorial</source>
            <translation>Restart the &amp;tutorial</translation>
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Rules reference</translation>
        </message>
        <message>
            <source>&amp;About nbgui</source>
            <translation>&amp;About nbgui</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Slow</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Fast</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Speed:</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Animation speed</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Skip</translation>
        </message>
        <message>
            <source>Skip the animation</source>
            <translation>Skip the animation</translation>
        </message>
        <message>
            <source>Show the end of the current animation at once</source>
            <translation>Show the end of the current animation at once</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Open a saved game</translation>
        </message>
        <message>
            <source>nbgui saves (*{suffix});;All files (*)</source>
            <translation>nbgui saves (*{suffix});;All files (*)</translation>
        </message>
        <message>
            <source>Cannot open the save</source>
            <translation>Cannot open the save</translation>
        </message>
        <message>
            <source>Save opened</source>
            <translation>Save opened</translation>
        </message>
        <message>
            <source>Different rules</source>
            <translation>Different rules</translation>
        </message>
        <message>
            <source>Open it with the current rules?</source>
            <translation>Open it with the current rules?</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Save the game</translation>
        </message>
        <message>
            <source>nbgui saves (*{suffix})</source>
            <translation>nbgui saves (*{suffix})</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>Cannot save</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>Saved to {path}</translation>
        </message>
    </context>
    <context>
        <name>SavedGames</name>
        <message>
            <source>Saved games</source>
            <translation>Saved games</translation>
        </message>
        <message>
            <source>Continue this game</source>
            <translation>Continue this game</translation>
        </message>
        <message>
            <source>Open another file…</source>
            <translation>Open another file…</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDialog</name>
        <message>
            <source>the highest score</source>
            <translation>the highest score</translation>
        </message>
        <message>
            <source>a tie on points, broken by the most whale tokens</source>
            <translation>a tie on points, broken by the most whale tokens</translation>
        </message>
        <message>
            <source>a tie on points and whales, broken by the money left over (what made no whole point)</source>
            <translation>a tie on points and whales, broken by the money left over (what made no whole point)</translation>
        </message>
        <message>
            <source>a tie on points, whales and money, so the victory is shared</source>
            <translation>a tie on points, whales and money, so the victory is shared</translation>
        </message>
        <message>
            <source>a player tied with a Captain, so the Captain wins (a player must score more than every Captain)</source>
            <translation>a player tied with a Captain, so the Captain wins (a player must score more than every Captain)</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Final scores</translation>
        </message>
        <message>
            <source>How it was decided: {how}.</source>
            <translation>How it was decided: {how}.</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Whales</translation>
        </message>
        <message>
            <source>Buildings</source>
            <translation>Buildings</translation>
        </message>
        <message>
            <source>Victory bonuses</source>
            <translation>Victory bonuses</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Whale tokens (tie-break)</source>
            <translation>Whale tokens (tie-break)</translation>
        </message>
        <message>
            <source>Money left over (tie-break)</source>
            <translation>Money left over (tie-break)</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Score sheet</translation>
        </message>
        <message>
            <source>none</source>
            <translation>none</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>New game…</translation>
        </message>
        <message>
            <source>Rematch with the same seed</source>
            <translation>Rematch with the same seed</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Hints used: {hints} · Moves undone: {undos}</source>
            <translation>Hints used: {hints} · Moves undone: {undos}</translation>
        </message>
    </context>
    <context>
        <name>TieChoiceDialog</name>
        <message>
            <source>{name} cannot decide</source>
            <translation>{name} cannot decide</translation>
        </message>
        <message>
            <source>{name}'s Orders found several equally good places. You choose where {name} goes.</source>
            <translation>{name}'s Orders found several equally good places. You choose where {name} goes.</translation>
        </message>
        <message>
            <source>{name}'s Orders found no space: he draws a token from the bag. If it is a whale, which of his ships at sea takes it?</source>
            <translation>{name}'s Orders found no space: he draws a token from the bag. If it is a whale, which of his ships at sea takes it?</translation>
        </message>
        <message>
            <source>{name}'s Orders found several equally good places. {player}, you control {name}: you choose where {name} goes.</source>
            <translation>{name}'s Orders found several equally good places. {player}, you control {name}: you choose where {name} goes.</translation>
        </message>
        <message>
            <source>The Captain's reasoning</source>
            <translation>The Captain's reasoning</translation>
        </message>
        <message>
            <source>Send {name} to {place}</source>
            <translation>Send {name} to {place}</translation>
        </message>
    </context>
    <context>
        <name>HistoryMenu</name>
        <message>
            <source>Replays</source>
            <translation>Replays</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>No finished games yet.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Replay</translation>
        </message>
        <message>
            <source>Open save file…</source>
            <translation>Open save file…</translation>
        </message>
        <message>
            <source>Replay a saved game</source>
            <translation>Replay a saved game</translation>
        </message>
        <message>
            <source>nbgui saves (*.nbsave);;All files (*)</source>
            <translation>nbgui saves (*.nbsave);;All files (*)</translation>
        </message>
        <message>
            <source>Play history</source>
            <translation>Play history</translation>
        </message>
        <message>
            <source>The finished game was not added to the history: {error}</source>
            <translation>The finished game was not added to the history: {error}</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;History</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>&amp;Statistics…</translation>
        </message>
        <message>
            <source>&amp;Replays…</source>
            <translation>&amp;Replays…</translation>
        </message>
        <message>
            <source>&amp;Copy game code</source>
            <translation>&amp;Copy game code</translation>
        </message>
        <message>
            <source>Start game from &amp;code…</source>
            <translation>Start game from &amp;code…</translation>
        </message>
        <message>
            <source>&amp;Today's challenge</source>
            <translation>&amp;Today's challenge</translation>
        </message>
        <message>
            <source>Export game as &amp;text…</source>
            <translation>Export game as &amp;text…</translation>
        </message>
        <message>
            <source>Export score sheet as &amp;PNG…</source>
            <translation>Export score sheet as &amp;PNG…</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {error}</source>
            <translation>This game cannot be replayed: {error}</translation>
        </message>
        <message>
            <source>This save cannot be replayed: {error}</source>
            <translation>This save cannot be replayed: {error}</translation>
        </message>
        <message>
            <source>This table has no game code.</source>
            <translation>This table has no game code.</translation>
        </message>
        <message>
            <source>Game code {code} copied.</source>
            <translation>Game code {code} copied.</translation>
        </message>
        <message>
            <source>Start game from code</source>
            <translation>Start game from code</translation>
        </message>
        <message>
            <source>Game code:</source>
            <translation>Game code:</translation>
        </message>
        <message>
            <source>Export game as text</source>
            <translation>Export game as text</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Text files (*.txt)</translation>
        </message>
        <message>
            <source>Export score sheet</source>
            <translation>Export score sheet</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG images (*.png)</translation>
        </message>
        <message>
            <source>The image could not be written.</source>
            <translation>The image could not be written.</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>This is a replay: moves cannot be changed.</source>
            <translation>This is a replay: moves cannot be changed.</translation>
        </message>
        <message>
            <source>Replay (seed {seed})</source>
            <translation>Replay (seed {seed})</translation>
        </message>
        <message>
            <source>{name}'s move</source>
            <translation>{name}'s move</translation>
        </message>
        <message>
            <source>Move by {name}</source>
            <translation>Move by {name}</translation>
        </message>
        <message>
            <source>Game log up to this step</source>
            <translation>Game log up to this step</translation>
        </message>
        <message>
            <source>Captain's reasoning</source>
            <translation>Captain's reasoning</translation>
        </message>
        <message>
            <source>Captain's reasoning at this step</source>
            <translation>Captain's reasoning at this step</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Log</translation>
        </message>
        <message>
            <source>Back to the start (Home)</source>
            <translation>Back to the start (Home)</translation>
        </message>
        <message>
            <source>One step back (Left)</source>
            <translation>One step back (Left)</translation>
        </message>
        <message>
            <source>One step forward (Right)</source>
            <translation>One step forward (Right)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <source>Replay position</source>
            <translation>Replay position</translation>
        </message>
        <message>
            <source>setup</source>
            <translation>setup</translation>
        </message>
        <message>
            <source>Step {n}/{total} · round {round} · {what}</source>
            <translation>Step {n}/{total} · round {round} · {what}</translation>
        </message>
        <message>
            <source>(In this game the choice was {cmd}: a tie settled by the player or other Captain boards.)</source>
            <translation>(In this game the choice was {cmd}: a tie settled by the player or other Captain boards.)</translation>
        </message>
        <message>
            <source>The Captain's reasoning could not be rebuilt.</source>
            <translation>The Captain's reasoning could not be rebuilt.</translation>
        </message>
        <message>
            <source>(A player's move.)</source>
            <translation>(A player's move.)</translation>
        </message>
        <message>
            <source>(Game setup.)</source>
            <translation>(Game setup.)</translation>
        </message>
        <message>
            <source>Why {name} did this</source>
            <translation>Why {name} did this</translation>
        </message>
        <message>
            <source>(No reasoning recorded.)</source>
            <translation>(No reasoning recorded.)</translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message>
            <source>No finished games yet.</source>
            <translation>No finished games yet.</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent}%</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>expert</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Whales</translation>
        </message>
        <message>
            <source>Buildings</source>
            <translation>Buildings</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <translation>Bonuses</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Money</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>#</source>
            <translation>#</translation>
        </message>
        <message>
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Result</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Against</translation>
        </message>
        <message>
            <source>{opponents} (expert)</source>
            <translation>{opponents} (expert)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>won</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>lost</translation>
        </message>
        <message>
            <source>Win rate against each Captain</source>
            <translation>Win rate against each Captain</translation>
        </message>
        <message>
            <source>Score trend</source>
            <translation>Score trend</translation>
        </message>
        <message>
            <source>Average score by category</source>
            <translation>Average score by category</translation>
        </message>
        <message>
            <source>Best games</source>
            <translation>Best games</translation>
        </message>
        <message>
            <source>No finished games yet: play one to see statistics.</source>
            <translation>No finished games yet: play one to see statistics.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Statistics</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Export PNG…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Close</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Export statistics</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>PNG images (*.png)</translation>
        </message>
    </context>
    <context>
        <name>FallbackTable</name>
        <message>
            <source>Table summary</source>
            <translation>Table summary</translation>
        </message>
        <message>
            <source>Legal moves</source>
            <translation>Legal moves</translation>
        </message>
        <message>
            <source>Play the selected move</source>
            <translation>Play the selected move</translation>
        </message>
        <message>
            <source>Round {r} — {phase}</source>
            <translation>Round {r} — {phase}</translation>
        </message>
        <message>
            <source>{name}: ${money}  L{lumber} F{food} B{brick}  workers {w}
   ships: {ships}
   buildings: {b}
   whales: {whales}</source>
            <translation>{name}: ${money}  L{lumber} F{food} B{brick}  workers {w}
   ships: {ships}
   buildings: {b}
   whales: {whales}</translation>
        </message>
        <message>
            <source>Buildings to build: {b}</source>
            <translation>Buildings to build: {b}</translation>
        </message>
        <message>
            <source>Beside the track: {t}</source>
            <translation>Beside the track: {t}</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>Captain details</source>
            <translation>Captain details</translation>
        </message>
        <message>
            <source>Show every step of each Captain's Orders under his plain sentence</source>
            <translation>Show every step of each Captain's Orders under his plain sentence</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Game log</translation>
        </message>
        <message>
            <source>Every move in plain language, newest at the bottom, with each Captain's reasons</source>
            <translation>Every move in plain language, newest at the bottom, with each Captain's reasons</translation>
        </message>
        <message>
            <source>{line} — undone</source>
            <translation>{line} — undone</translation>
        </message>
    </context>
    <context>
        <name>ReferencePanel</name>
        <message>
            <source>Search the rules (e.g. lay, Dockyard)</source>
            <translation>Search the rules (e.g. lay, Dockyard)</translation>
        </message>
        <message>
            <source>Search the rules</source>
            <translation>Search the rules</translation>
        </message>
        <message>
            <source>Matching rules</source>
            <translation>Matching rules</translation>
        </message>
        <message>
            <source>Rule text</source>
            <translation>Rule text</translation>
        </message>
        <message>
            <source>{n} entries</source>
            <translation>{n} entries</translation>
        </message>
        <message>
            <source>See also:</source>
            <translation>See also:</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>choose your starting goods</source>
            <translation>choose your starting goods</translation>
        </message>
        <message>
            <source>place a worker</source>
            <translation>place a worker</translation>
        </message>
        <message>
            <source>roll the course die</source>
            <translation>roll the course die</translation>
        </message>
        <message>
            <source>pay the lay or sell each whale on your returning ship</source>
            <translation>pay the lay or sell each whale on your returning ship</translation>
        </message>
        <message>
            <source>buy a sold whale or pass</source>
            <translation>buy a sold whale or pass</translation>
        </message>
        <message>
            <source>take a whale for your ship or pass</source>
            <translation>take a whale for your ship or pass</translation>
        </message>
        <message>
            <source>{what} (Inn: placing again)</source>
            <translation>{what} (Inn: placing again)</translation>
        </message>
        <message>
            <source>Your turn: {what}</source>
            <translation>Your turn: {what}</translation>
        </message>
        <message>
            <source>{name}'s turn: {what}</source>
            <translation>{name}'s turn: {what}</translation>
        </message>
        <message>
            <source>{name} to play: {what}</source>
            <translation>{name} to play: {what}</translation>
        </message>
        <message>
            <source>Setting up</source>
            <translation>Setting up</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Final scores</translation>
        </message>
        <message>
            <source>Final returns</source>
            <translation>Final returns</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>Round {n} of {total}</translation>
        </message>
        <message>
            <source>Scroll down: {names}</source>
            <translation>Scroll down: {names}</translation>
        </message>
        <message>
            <source>Scroll up: {names}</source>
            <translation>Scroll up: {names}</translation>
        </message>
    </context>
    <context>
        <name>StatusLine</name>
        <message>
            <source>Status</source>
            <translation>Status</translation>
        </message>
    </context>
    <context>
        <name>ScorePreview</name>
        <message>
            <source>Seat</source>
            <translation>Seat</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Whales</translation>
        </message>
        <message>
            <source>Bldgs</source>
            <translation>Bldgs</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>$</source>
            <translation>$</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Score preview</source>
            <translation>Score preview</translation>
        </message>
        <message>
            <source>Points each seat would score if the game ended now</source>
            <translation>Points each seat would score if the game ended now</translation>
        </message>
        <message>
            <source>1 whale returned</source>
            <translation>1 whale returned</translation>
        </message>
        <message>
            <source>{n} whales returned</source>
            <translation>{n} whales returned</translation>
        </message>
        <message>
            <source>{name}: {goods}; {whales}</source>
            <translation>{name}: {goods}; {whales}</translation>
        </message>
    </context>
    <context>
        <name>QFileDialog</name>
        <message>
            <source>&amp;Look in:</source>
            <translation>&amp;Look in:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Files of &amp;type:</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>First choose where the Captain goes.</source>
            <translation>First choose where the Captain goes.</translation>
        </message>
        <message>
            <source>That is not one of the tied choices.</source>
            <translation>That is not one of the tied choices.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>white</source>
            <translation>white</translation>
        </message>
        <message>
            <source>black</source>
            <translation>black</translation>
        </message>
        <message>
            <source>Course: Build ({a} → {b})</source>
            <translation>Course: Build ({a} → {b})</translation>
        </message>
        <message>
            <source>Course: {a} → {n}</source>
            <translation>Course: {a} → {n}</translation>
        </message>
        <message>
            <source>Course: {a} → {b}</source>
            <translation>Course: {a} → {b}</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Cost</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>Effect</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Owner</translation>
        </message>
        <message>
            <source>nobody yet (not built)</source>
            <translation>nobody yet (not built)</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>This round</translation>
        </message>
        <message>
            <source>used: a worker is on it</source>
            <translation>used: a worker is on it</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Action</translation>
        </message>
        <message>
            <source>Whaling</source>
            <translation>Whaling</translation>
        </message>
        <message>
            <source>Nothing to bring home: it goes back in the bag.</source>
            <translation>Nothing to bring home: it goes back in the bag.</translation>
        </message>
        <message>
            <source>Lay</source>
            <translation>Lay</translation>
        </message>
        <message>
            <source>{price} to keep it when the ship comes home</source>
            <translation>{price} to keep it when the ship comes home</translation>
        </message>
        <message>
            <source>Sale price</source>
            <translation>Sale price</translation>
        </message>
        <message>
            <source>{price} if you sell it instead</source>
            <translation>{price} if you sell it instead</translation>
        </message>
        <message>
            <source>{points} if kept</source>
            <translation>{points} if kept</translation>
        </message>
        <message>
            <source>in the supply</source>
            <translation>in the supply</translation>
        </message>
        <message>
            <source>in the supply (prepare it at the Dockyard)</source>
            <translation>in the supply (prepare it at the Dockyard)</translation>
        </message>
        <message>
            <source>docked, ready to launch</source>
            <translation>docked, ready to launch</translation>
        </message>
        <message>
            <source>at sea, on track space {n}</source>
            <translation>at sea, on track space {n}</translation>
        </message>
        <message>
            <source>coming home this round</source>
            <translation>coming home this round</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>empty</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Where</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>Hold</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <source>Ships here</source>
            <translation>Ships here</translation>
        </message>
        <message>
            <source>come home this movement phase.</source>
            <translation>come home this movement phase.</translation>
        </message>
        <message>
            <source>Track space {n}</source>
            <translation>Track space {n}</translation>
        </message>
        <message>
            <source>Launching here</source>
            <translation>Launching here</translation>
        </message>
        <message>
            <source>costs {food} food</source>
            <translation>costs {food} food</translation>
        </message>
        <message>
            <source>farther out, more whales to pick from</source>
            <translation>farther out, more whales to pick from</translation>
        </message>
        <message>
            <source>{name}'s worker</source>
            <translation>{name}'s worker</translation>
        </message>
        <message>
            <source>Worker of {name}</source>
            <translation>Worker of {name}</translation>
        </message>
        <message>
            <source>{name} places it on his turn.</source>
            <translation>{name} places it on his turn.</translation>
        </message>
        <message>
            <source>The computer places it for {name}.</source>
            <translation>The computer places it for {name}.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Use</translation>
        </message>
        <message>
            <source>Placed this round: it comes back when the round ends.</source>
            <translation>Placed this round: it comes back when the round ends.</translation>
        </message>
        <message>
            <source>{name} places it on their own turn.</source>
            <translation>{name} places it on their own turn.</translation>
        </message>
        <message>
            <source>Drag it onto a lit space or one of your buildings.</source>
            <translation>Drag it onto a lit space or one of your buildings.</translation>
        </message>
        <message>
            <source>{name}'s Helm, space {n}: {course}</source>
            <translation>{name}'s Helm, space {n}: {course}</translation>
        </message>
        <message>
            <source>Course</source>
            <translation>Course</translation>
        </message>
        <message>
            <source>White list</source>
            <translation>White list</translation>
        </message>
        <message>
            <source>Black list</source>
            <translation>Black list</translation>
        </message>
        <message>
            <source>Victory list</source>
            <translation>Victory list</translation>
        </message>
        <message>
            <source>all built</source>
            <translation>all built</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Now</translation>
        </message>
        <message>
            <source>his Helm token is here: this is his course</source>
            <translation>his Helm token is here: this is his course</translation>
        </message>
        <message>
            <source>Next roll</source>
            <translation>Next roll</translation>
        </message>
        <message>
            <source>a {die} ({odds}) brings him here</source>
            <translation>a {die} ({odds}) brings him here</translation>
        </message>
        <message>
            <source>Then</source>
            <translation>Then</translation>
        </message>
        <message>
            <source>Click here (or press F1) for the rules reference.</source>
            <translation>Click here (or press F1) for the rules reference.</translation>
        </message>
        <message>
            <source>That piece cannot go there.</source>
            <translation>That piece cannot go there.</translation>
        </message>
        <message>
            <source>{space}: which discount on the {building}?</source>
            <translation>{space}: which discount on the {building}?</translation>
        </message>
        <message>
            <source>{space}: which building?</source>
            <translation>{space}: which building?</translation>
        </message>
        <message>
            <source>{space}: which discount?</source>
            <translation>{space}: which discount?</translation>
        </message>
        <message>
            <source>{space}: which ship?</source>
            <translation>{space}: which ship?</translation>
        </message>
        <message>
            <source>{space}: to which track space?</source>
            <translation>{space}: to which track space?</translation>
        </message>
        <message>
            <source>{space}: which bonus good?</source>
            <translation>{space}: which bonus good?</translation>
        </message>
        <message>
            <source>{space}: remove how many empty sea tokens?</source>
            <translation>{space}: remove how many empty sea tokens?</translation>
        </message>
        <message>
            <source>No discount</source>
            <translation>No discount</translation>
        </message>
        <message>
            <source>{goods} off</source>
            <translation>{goods} off</translation>
        </message>
        <message>
            <source>Space {n} · {food} food (comes home empty)</source>
            <translation>Space {n} · {food} food (comes home empty)</translation>
        </message>
        <message>
            <source>Space {n} · {food} food</source>
            <translation>Space {n} · {food} food</translation>
        </message>
        <message>
            <source>+{n} {good}</source>
            <translation>+{n} {good}</translation>
        </message>
        <message>
            <source>{space}: how many to sell?</source>
            <translation>{space}: how many to sell?</translation>
        </message>
        <message>
            <source>Choose at least one good.</source>
            <translation>Choose at least one good.</translation>
        </message>
        <message>
            <source>You get {price}</source>
            <translation>You get {price}</translation>
        </message>
        <message>
            <source>Sell</source>
            <translation>Sell</translation>
        </message>
        <message>
            <source>Launch to space 1</source>
            <translation>Launch to space 1</translation>
        </message>
        <message>
            <source>Do it anyway</source>
            <translation>Do it anyway</translation>
        </message>
        <message>
            <source>Do it, don't warn me again</source>
            <translation>Do it, don't warn me again</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>Why?</translation>
        </message>
        <message>
            <source>To build the {building}, place a worker on the {space}.</source>
            <translation>To build the {building}, place a worker on the {space}.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the whale on the pay box or the sell box.</source>
            <translation>Nothing happens there: drop the whale on the pay box or the sell box.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the whale on your lit ship.</source>
            <translation>Nothing happens there: drop the whale on your lit ship.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the ship on your lit dock.</source>
            <translation>Nothing happens there: drop the ship on your lit dock.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the ship on a lit space of the track.</source>
            <translation>Nothing happens there: drop the ship on a lit space of the track.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the worker on a lit space.</source>
            <translation>Nothing happens there: drop the worker on a lit space.</translation>
        </message>
        <message>
            <source>Wait a moment: the table is still moving (Space skips).</source>
            <translation>Wait a moment: the table is still moving (Space skips).</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>That is not possible now.</translation>
        </message>
        <message>
            <source>Press Space (or Skip) to see the result at once.</source>
            <translation>Press Space (or Skip) to see the result at once.</translation>
        </message>
        <message>
            <source>…</source>
            <translation>…</translation>
        </message>
        <message>
            <source>Space {n}: no launch possible there now.</source>
            <translation>Space {n}: no launch possible there now.</translation>
        </message>
        <message>
            <source>{space} ({food})</source>
            <translation>{space} ({food})</translation>
        </message>
        <message>
            <source>Launch to space {n} — {options}; it comes home empty this round</source>
            <translation>Launch to space {n} — {options}; it comes home empty this round</translation>
        </message>
        <message>
            <source>Launch to space {n} — {options}</source>
            <translation>Launch to space {n} — {options}</translation>
        </message>
        <message>
            <source>{name}: place a worker</source>
            <translation>{name}: place a worker</translation>
        </message>
        <message>
            <source>Round {r} of {n}</source>
            <translation>Round {r} of {n}</translation>
        </message>
        <message>
            <source>{label}: {text}</source>
            <translation>{label}: {text}</translation>
        </message>
        <message>
            <source>Hold: {tokens}</source>
            <translation>Hold: {tokens}</translation>
        </message>
        <message>
            <source>Hold: empty</source>
            <translation>Hold: empty</translation>
        </message>
        <message>
            <source>Track space {n}: launching here costs {food} food.</source>
            <translation>Track space {n}: launching here costs {food} food.</translation>
        </message>
        <message>
            <source>Return: ships here come home this movement phase.</source>
            <translation>Return: ships here come home this movement phase.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <source>Lumber</source>
            <translation>Lumber</translation>
        </message>
        <message>
            <source>Food</source>
            <translation>Food</translation>
        </message>
        <message>
            <source>Brick</source>
            <translation>Brick</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Money</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>The computer plays this seat.</translation>
        </message>
        <message>
            <source>The Captain follows his Helm and Orders.</source>
            <translation>The Captain follows his Helm and Orders.</translation>
        </message>
        <message>
            <source>{name}: starting goods</source>
            <translation>{name}: starting goods</translation>
        </message>
        <message>
            <source>Take goods and money worth exactly {value} (lumber {lumber}, food {food}, brick {brick}).</source>
            <translation>Take goods and money worth exactly {value} (lumber {lumber}, food {food}, brick {brick}).</translation>
        </message>
        <message>
            <source>Inn: place your workers again on town or whaling-board spaces.</source>
            <translation>Inn: place your workers again on town or whaling-board spaces.</translation>
        </message>
        <message>
            <source>Drag a worker onto a lit space, or click a worker and then a space. Docked ships can be dragged onto the track.</source>
            <translation>Drag a worker onto a lit space, or click a worker and then a space. Docked ships can be dragged onto the track.</translation>
        </message>
        <message>
            <source>{name}: a ship comes home</source>
            <translation>{name}: a ship comes home</translation>
        </message>
        <message>
            <source>Drop to pay</source>
            <translation>Drop to pay</translation>
        </message>
        <message>
            <source>Drop to sell</source>
            <translation>Drop to sell</translation>
        </message>
        <message>
            <source>{name}: whales for sale</source>
            <translation>{name}: whales for sale</translation>
        </message>
        <message>
            <source>{seller} sold these whales. Buy one for its full lay, or pass.</source>
            <translation>{seller} sold these whales. Buy one for its full lay, or pass.</translation>
        </message>
        <message>
            <source>Buy {price}</source>
            <translation>Buy {price}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <source>{name}: whaling</source>
            <translation>{name}: whaling</translation>
        </message>
        <message>
            <source>Drag a drawn whale onto your ship at space {n} (or click it), or pass.</source>
            <translation>Drag a drawn whale onto your ship at space {n} (or click it), or pass.</translation>
        </message>
        <message>
            <source>Pass (take no whale)</source>
            <translation>Pass (take no whale)</translation>
        </message>
        <message>
            <source>Buy {n} {good} · {price}</source>
            <translation>Buy {n} {good} · {price}</translation>
        </message>
        <message>
            <source>Buy {n} {good} {price}</source>
            <translation>Buy {n} {good} {price}</translation>
        </message>
        <message>
            <source>{n} {good} · {price}</source>
            <translation>{n} {good} · {price}</translation>
        </message>
        <message>
            <source>Once per worker placement, before placing.</source>
            <translation>Once per worker placement, before placing.</translation>
        </message>
        <message>
            <source>Buy {n} {good}
{price}</source>
            <translation>Buy {n} {good}
{price}</translation>
        </message>
        <message>
            <source>Buy · {price}
{n} {good}</source>
            <translation>Buy · {price}
{n} {good}</translation>
        </message>
        <message>
            <source>Buy
{n} {good}</source>
            <translation>Buy
{n} {good}</translation>
        </message>
        <message>
            <source>{n} {good}</source>
            <translation>{n} {good}</translation>
        </message>
        <message>
            <source>Take these</source>
            <translation>Take these</translation>
        </message>
        <message>
            <source>Choose goods worth exactly {value}</source>
            <translation>Choose goods worth exactly {value}</translation>
        </message>
        <message>
            <source>Ocean bag: {n} tokens</source>
            <translation>Ocean bag: {n} tokens</translation>
        </message>
        <message>
            <source>The marker moves on at the end of each round; the game ends after round {n}.</source>
            <translation>The marker moves on at the end of each round; the game ends after round {n}.</translation>
        </message>
        <message>
            <source>Ship's wheel: {name} places first this round.</source>
            <translation>Ship's wheel: {name} places first this round.</translation>
        </message>
        <message>
            <source>It passes to the left at the end of each round.</source>
            <translation>It passes to the left at the end of each round.</translation>
        </message>
        <message>
            <source>Score now: {total}
whales {w} · buildings {b} · bonuses {x} · money {m} ({left} left over)</source>
            <translation>Score now: {total}
whales {w} · buildings {b} · bonuses {x} · money {m} ({left} left over)</translation>
        </message>
        <message>
            <source>Every building has been built.</source>
            <translation>Every building has been built.</translation>
        </message>
        <message>
            <source>Round {r} of {n} · {phase}</source>
            <translation>Round {r} of {n} · {phase}</translation>
        </message>
        <message>
            <source>His next move:</source>
            <translation>His next move:</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Whales</translation>
        </message>
        <message>
            <source>Bldgs</source>
            <translation>Bldgs</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <source>$</source>
            <translation>$</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Ocean bag
{n} tokens</source>
            <translation>Ocean bag
{n} tokens</translation>
        </message>
        <message>
            <source>Dock</source>
            <translation>Dock</translation>
        </message>
        <message>
            <source>Workers left: {n}</source>
            <translation>Workers left: {n}</translation>
        </message>
        <message>
            <source>Buildings ({n})</source>
            <translation>Buildings ({n})</translation>
        </message>
        <message>
            <source>Buildings ({n} of {lim})</source>
            <translation>Buildings ({n} of {lim})</translation>
        </message>
        <message>
            <source>Buildings ({n} of {lim}) · whale limit {w}</source>
            <translation>Buildings ({n} of {lim}) · whale limit {w}</translation>
        </message>
        <message>
            <source>(Captain board not loaded)</source>
            <translation>(Captain board not loaded)</translation>
        </message>
        <message>
            <source>White: {list}</source>
            <translation>White: {list}</translation>
        </message>
        <message>
            <source>Black: {list}</source>
            <translation>Black: {list}</translation>
        </message>
        <message>
            <source>Victory: {list}</source>
            <translation>Victory: {list}</translation>
        </message>
        <message>
            <source>Limits: {b} buildings, {w} whales</source>
            <translation>Limits: {b} buildings, {w} whales</translation>
        </message>
        <message>
            <source>Tokens drawn in the whaling phase wait here for the ships.</source>
            <translation>Tokens drawn in the whaling phase wait here for the ships.</translation>
        </message>
        <message>
            <source>Prepared ships wait here until they are launched from the {space}.</source>
            <translation>Prepared ships wait here until they are launched from the {space}.</translation>
        </message>
        <message>
            <source>Whales sold at a homecoming wait here until they are offered for sale.</source>
            <translation>Whales sold at a homecoming wait here until they are offered for sale.</translation>
        </message>
        <message>
            <source>Compass rose</source>
            <translation>Compass rose</translation>
        </message>
        <message>
            <source>Ships are prepared at the {prepare} and launched from the {launch} onto the track; at sea they take whales drawn from the ocean bag.</source>
            <translation>Ships are prepared at the {prepare} and launched from the {launch} onto the track; at sea they take whales drawn from the ocean bag.</translation>
        </message>
        <message>
            <source>Whaling board</source>
            <translation>Whaling board</translation>
        </message>
        <message>
            <source>To build one, place a worker on the {space}.</source>
            <translation>To build one, place a worker on the {space}.</translation>
        </message>
        <message>
            <source>Buildings not built yet</source>
            <translation>Buildings not built yet</translation>
        </message>
        <message>
            <source>Town board</source>
            <translation>Town board</translation>
        </message>
        <message>
            <source>Its spaces are open to every player: place a worker on a lit one.</source>
            <translation>Its spaces are open to every player: place a worker on a lit one.</translation>
        </message>
        <message>
            <source>His Orders, read in order until one finds him a space:</source>
            <translation>His Orders, read in order until one finds him a space:</translation>
        </message>
        <message>
            <source>{b}: not in this game, skipped</source>
            <translation>{b}: not in this game, skipped</translation>
        </message>
        <message>
            <source>{a}, then {b}</source>
            <translation>{a}, then {b}</translation>
        </message>
        <message>
            <source>His next turn: round {n}.</source>
            <translation>His next turn: round {n}.</translation>
        </message>
        <message>
            <source>draws from the bag</source>
            <translation>draws from the bag</translation>
        </message>
        <message>
            <source>nothing fits</source>
            <translation>nothing fits</translation>
        </message>
        <message>
            <source>builds the {building}</source>
            <translation>builds the {building}</translation>
        </message>
        <message>
            <source>{space}: {building}</source>
            <translation>{space}: {building}</translation>
        </message>
        <message>
            <source>{odds} → {where}</source>
            <translation>{odds} → {where}</translation>
        </message>
        <message>
            <source>{course} → {where}</source>
            <translation>{course} → {where}</translation>
        </message>
        <message>
            <source>{odds} · {course} → {where}</source>
            <translation>{odds} · {course} → {where}</translation>
        </message>
        <message>
            <source>Course: {c}</source>
            <translation>Course: {c}</translation>
        </message>
        <message>
            <source>Helm (from the start space, in order):</source>
            <translation>Helm (from the start space, in order):</translation>
        </message>
        <message>
            <source>Round {round}: {a}, then {b}</source>
            <translation>Round {round}: {a}, then {b}</translation>
        </message>
        <message>
            <source>{a} until round {r}, then {b}</source>
            <translation>{a} until round {r}, then {b}</translation>
        </message>
        <message>
            <source>Sell lumber at {price}</source>
            <translation>Sell lumber at {price}</translation>
        </message>
        <message>
            <source>Sell; first of each type double</source>
            <translation>Sell; first of each type double</translation>
        </message>
        <message>
            <source>Prepare + launch</source>
            <translation>Prepare + launch</translation>
        </message>
        <message>
            <source>Launch for half food</source>
            <translation>Launch for half food</translation>
        </message>
        <message>
            <source>A ship 1 space out</source>
            <translation>A ship 1 space out</translation>
        </message>
        <message>
            <source>Bring Right whales home</source>
            <translation>Bring Right whales home</translation>
        </message>
        <message>
            <source>{price} per whale on a ship</source>
            <translation>{price} per whale on a ship</translation>
        </message>
        <message>
            <source>Empty sea: {one} / {two}</source>
            <translation>Empty sea: {one} / {two}</translation>
        </message>
        <message>
            <source>Place both workers again</source>
            <translation>Place both workers again</translation>
        </message>
        <message>
            <source>Take it: +{price} a round</source>
            <translation>Take it: +{price} a round</translation>
        </message>
        <message>
            <source>Repeat last Captain action</source>
            <translation>Repeat last Captain action</translation>
        </message>
        <message>
            <source>change course to {c}</source>
            <translation>change course to {c}</translation>
        </message>
        <message>
            <source>{b} (if not owner)</source>
            <translation>{b} (if not owner)</translation>
        </message>
        <message>
            <source>switch to {c}</source>
            <translation>switch to {c}</translation>
        </message>
        <message>
            <source>his buildings</source>
            <translation>his buildings</translation>
        </message>
        <message>
            <source>town</source>
            <translation>town</translation>
        </message>
        <message>
            <source>opponents' buildings</source>
            <translation>opponents' buildings</translation>
        </message>
        <message>
            <source>most goods</source>
            <translation>most goods</translation>
        </message>
        <message>
            <source>combination buildings</source>
            <translation>combination buildings</translation>
        </message>
        <message>
            <source>setup</source>
            <translation>setup</translation>
        </message>
        <message>
            <source>action phase</source>
            <translation>action phase</translation>
        </message>
        <message>
            <source>Inn step</source>
            <translation>Inn step</translation>
        </message>
        <message>
            <source>returns</source>
            <translation>returns</translation>
        </message>
        <message>
            <source>whaling</source>
            <translation>whaling</translation>
        </message>
        <message>
            <source>final returns</source>
            <translation>final returns</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>game over</translation>
        </message>
        <message>
            <source>Game table</source>
            <translation>Game table</translation>
        </message>
    </context>
    <context>
        <name>Teaching</name>
        <message>
            <source>Rules reference</source>
            <translation>Rules reference</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <source>Suggest a move (H)</source>
            <translation>Suggest a move (H)</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Suggest a move</translation>
        </message>
        <message>
            <source>Ask for a good move, lit on the table with a reason</source>
            <translation>Ask for a good move, lit on the table with a reason</translation>
        </message>
        <message>
            <source>Suggested move</source>
            <translation>Suggested move</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>Why?</translation>
        </message>
        <message>
            <source>Why was the move refused?</source>
            <translation>Why was the move refused?</translation>
        </message>
        <message>
            <source>No hint now: it is not your move.</source>
            <translation>No hint now: it is not your move.</translation>
        </message>
        <message>
            <source>In the tutorial, make the lit move: the sentence under the board says why.</source>
            <translation>In the tutorial, make the lit move: the sentence under the board says why.</translation>
        </message>
        <message>
            <source>Thinking about a good move… (strong: about 3 s)</source>
            <translation>Thinking about a good move… (strong: about 3 s)</translation>
        </message>
        <message>
            <source>Thinking about a good move… (quick: about 1 s)</source>
            <translation>Thinking about a good move… (quick: about 1 s)</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>strong</translation>
        </message>
        <message>
            <source>quick</source>
            <translation>quick</translation>
        </message>
        <message>
            <source>Hint ({strength}, {seconds} s): {reason}</source>
            <translation>Hint ({strength}, {seconds} s): {reason}</translation>
        </message>
        <message>
            <source>No hint: {why}</source>
            <translation>No hint: {why}</translation>
        </message>
        <message>
            <source>{name} has no worker left to place this round: he places again in round {round}.</source>
            <translation>{name} has no worker left to place this round: he places again in round {round}.</translation>
        </message>
        <message>
            <source>What {name} would do if he placed now:</source>
            <translation>What {name} would do if he placed now:</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
        <message>
            <source>Leave the tutorial</source>
            <translation>Leave the tutorial</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Restart</translation>
        </message>
        <message>
            <source>Restart the tutorial</source>
            <translation>Restart the tutorial</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Details</translation>
        </message>
        <message>
            <source>Show the Captain's full reasoning</source>
            <translation>Show the Captain's full reasoning</translation>
        </message>
        <message>
            <source>Tutorial — step {n} of {total}</source>
            <translation>Tutorial — step {n} of {total}</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Play on</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Next</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Not yet: in this step of the tutorial, make the lit move. {what}</source>
            <translation>Not yet: in this step of the tutorial, make the lit move. {what}</translation>
        </message>
        <message>
            <source>First read this step of the tutorial, then press Next.</source>
            <translation>First read this step of the tutorial, then press Next.</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Cannot start</source>
            <translation>Cannot start</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <source>Play history</source>
            <translation>Play history</translation>
        </message>
        <message>
            <source>Captain board files refused</source>
            <translation>Captain board files refused</translation>
        </message>
        <message>
            <source>nbgui is already open</source>
            <translation>nbgui is already open</translation>
        </message>
        <message>
            <source>Another nbgui window is using this data folder ({folder}). This window is read-only: it does not autosave or resume games and never moves or changes the other window's games. A game finished here is still filed with your finished games; use Save As to keep a game in progress.</source>
            <translation>Another nbgui window is using this data folder ({folder}). This window is read-only: it does not autosave or resume games and never moves or changes the other window's games. A game finished here is still filed with your finished games; use Save As to keep a game in progress.</translation>
        </message>
        <message>
            <source>Cannot open the save</source>
            <translation>Cannot open the save</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <source>(read-only: another window uses this data folder)</source>
            <translation>(read-only: another window uses this data folder)</translation>
        </message>
        <message>
            <source>These board files were refused:</source>
            <translation>These board files were refused:</translation>
        </message>
        <message>
            <source>Autosave damaged</source>
            <translation>Autosave damaged</translation>
        </message>
        <message>
            <source>Resume the game in progress: {game}?</source>
            <translation>Resume the game in progress: {game}?</translation>
        </message>
        <message>
            <source>Resume your game?</source>
            <translation>Resume your game?</translation>
        </message>
        <message>
            <source>Cannot resume</source>
            <translation>Cannot resume</translation>
        </message>
        <message>
            <source>Save opened</source>
            <translation>Save opened</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Farm</source>
            <translation>Farm</translation>
        </message>
        <message>
            <source>Forest</source>
            <translation>Forest</translation>
        </message>
        <message>
            <source>Warehouse</source>
            <translation>Warehouse</translation>
        </message>
        <message>
            <source>General Store</source>
            <translation>General Store</translation>
        </message>
        <message>
            <source>Town Hall</source>
            <translation>Town Hall</translation>
        </message>
        <message>
            <source>Dockyard</source>
            <translation>Dockyard</translation>
        </message>
        <message>
            <source>City Pier</source>
            <translation>City Pier</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Bank</translation>
        </message>
        <message>
            <source>Dry Dock</source>
            <translation>Dry Dock</translation>
        </message>
        <message>
            <source>Lighthouse</source>
            <translation>Lighthouse</translation>
        </message>
        <message>
            <source>Lumber Mill</source>
            <translation>Lumber Mill</translation>
        </message>
        <message>
            <source>Schoolhouse</source>
            <translation>Schoolhouse</translation>
        </message>
        <message>
            <source>Tavern</source>
            <translation>Tavern</translation>
        </message>
        <message>
            <source>Tryworks</source>
            <translation>Tryworks</translation>
        </message>
        <message>
            <source>Wharf</source>
            <translation>Wharf</translation>
        </message>
        <message>
            <source>Counting House</source>
            <translation>Counting House</translation>
        </message>
        <message>
            <source>Mansion</source>
            <translation>Mansion</translation>
        </message>
        <message>
            <source>Municipal Office</source>
            <translation>Municipal Office</translation>
        </message>
        <message>
            <source>Seamen's Bethel</source>
            <translation>Seamen's Bethel</translation>
        </message>
        <message>
            <source>Bakery</source>
            <translation>Bakery</translation>
        </message>
        <message>
            <source>Brickyard</source>
            <translation>Brickyard</translation>
        </message>
        <message>
            <source>Chandlery</source>
            <translation>Chandlery</translation>
        </message>
        <message>
            <source>Cooperage</source>
            <translation>Cooperage</translation>
        </message>
        <message>
            <source>Courthouse</source>
            <translation>Courthouse</translation>
        </message>
        <message>
            <source>Inn</source>
            <translation>Inn</translation>
        </message>
        <message>
            <source>Market</source>
            <translation>Market</translation>
        </message>
        <message>
            <source>Post Office</source>
            <translation>Post Office</translation>
        </message>
        <message>
            <source>Turner's Mill</source>
            <translation>Turner's Mill</translation>
        </message>
        <message>
            <source>Right whale</source>
            <translation>Right whale</translation>
        </message>
        <message>
            <source>Bowhead whale</source>
            <translation>Bowhead whale</translation>
        </message>
        <message>
            <source>Sperm whale</source>
            <translation>Sperm whale</translation>
        </message>
        <message>
            <source>Empty sea</source>
            <translation>Empty sea</translation>
        </message>
        <message>
            <source>Gain 2 food. First worker: +1 food.</source>
            <translation>Gain 2 food. First worker: +1 food.</translation>
        </message>
        <message>
            <source>Gain 2 lumber. First worker: +1 lumber.</source>
            <translation>Gain 2 lumber. First worker: +1 lumber.</translation>
        </message>
        <message>
            <source>Gain 1 brick. First worker: +1 lumber, food or brick.</source>
            <translation>Gain 1 brick. First worker: +1 lumber, food or brick.</translation>
        </message>
        <message>
            <source>Sell goods: lumber and food $1 each, brick $2 (at least 1). First worker: +$1.</source>
            <translation>Sell goods: lumber and food $1 each, brick $2 (at least 1). First worker: +$1.</translation>
        </message>
        <message>
            <source>Build: pay a building's cost and take it. First worker: pay 1 fewer of one good in the cost.</source>
            <translation>Build: pay a building's cost and take it. First worker: pay 1 fewer of one good in the cost.</translation>
        </message>
        <message>
            <source>Prepare: pay 2 lumber and put one of your ships on the dock. First worker: pay 1 lumber.</source>
            <translation>Prepare: pay 2 lumber and put one of your ships on the dock. First worker: pay 1 lumber.</translation>
        </message>
        <message>
            <source>Launch: move a docked ship to a track space, paying its food cost. First worker: pay 1 fewer food.</source>
            <translation>Launch: move a docked ship to a track space, paying its food cost. First worker: pay 1 fewer food.</translation>
        </message>
        <message>
            <source>Gain $5.</source>
            <translation>Gain $5.</translation>
        </message>
        <message>
            <source>Prepare and launch one of your ships from your supply: pay 2 lumber and the full food cost of the space.</source>
            <translation>Prepare and launch one of your ships from your supply: pay 2 lumber and the full food cost of the space.</translation>
        </message>
        <message>
            <source>Move one of your ships at sea one space farther out; it takes the first slot there.</source>
            <translation>Move one of your ships at sea one space farther out; it takes the first slot there.</translation>
        </message>
        <message>
            <source>Sell lumber at $2 each (at least 1).</source>
            <translation>Sell lumber at $2 each (at least 1).</translation>
        </message>
        <message>
            <source>Gain 2 lumber and 2 food.</source>
            <translation>Gain 2 lumber and 2 food.</translation>
        </message>
        <message>
            <source>Remove 1 or 2 empty sea tokens lying beside the track: gain $4 for 1, $6 for 2.</source>
            <translation>Remove 1 or 2 empty sea tokens lying beside the track: gain $4 for 1, $6 for 2.</translation>
        </message>
        <message>
            <source>Return up to 3 Right whales from one of your ships at sea, free.</source>
            <translation>Return up to 3 Right whales from one of your ships at sea, free.</translation>
        </message>
        <message>
            <source>Launch one of your docked ships paying half the food cost, rounded up.</source>
            <translation>Launch one of your docked ships paying half the food cost, rounded up.</translation>
        </message>
        <message>
            <source>End of game: 1 point per 2 Right whales you own.</source>
            <translation>End of game: 1 point per 2 Right whales you own.</translation>
        </message>
        <message>
            <source>End of game: 4 points.</source>
            <translation>End of game: 4 points.</translation>
        </message>
        <message>
            <source>End of game: 1 point per 2 buildings you own, this one included.</source>
            <translation>End of game: 1 point per 2 buildings you own, this one included.</translation>
        </message>
        <message>
            <source>End of game: 5 points.</source>
            <translation>End of game: 5 points.</translation>
        </message>
        <message>
            <source>Gain 4 food.</source>
            <translation>Gain 4 food.</translation>
        </message>
        <message>
            <source>Gain 3 brick.</source>
            <translation>Gain 3 brick.</translation>
        </message>
        <message>
            <source>Gain $1, 1 lumber, 1 food and 1 brick.</source>
            <translation>Gain $1, 1 lumber, 1 food and 1 brick.</translation>
        </message>
        <message>
            <source>Gain $1 per whale token on one of your ships at sea (at least 1).</source>
            <translation>Gain $1 per whale token on one of your ships at sea (at least 1).</translation>
        </message>
        <message>
            <source>Build a building paying 2 fewer resources from its cost (never money).</source>
            <translation>Build a building paying 2 fewer resources from its cost (never money).</translation>
        </message>
        <message>
            <source>After all workers are placed, pick up both your workers and place them again on town or whaling-board spaces.</source>
            <translation>After all workers are placed, pick up both your workers and place them again on town or whaling-board spaces.</translation>
        </message>
        <message>
            <source>Sell goods at normal prices; the first good of each type sold is paid double (at least 1).</source>
            <translation>Sell goods at normal prices; the first good of each type sold is paid double (at least 1).</translation>
        </message>
        <message>
            <source>Become the owner: gain $2 at every end of round. Pays only the usual $1 fee; the owner cannot use it.</source>
            <translation>Become the owner: gain $2 at every end of round. Pays only the usual $1 fee; the owner cannot use it.</translation>
        </message>
        <message>
            <source>Repeat the action of the most recent Captain worker placement, paying its normal price plus $1.</source>
            <translation>Repeat the action of the most recent Captain worker placement, paying its normal price plus $1.</translation>
        </message>
    </context>
    <context>
        <name>Captains</name>
        <message>
            <source>Ahab</source>
            <translation>Ahab</translation>
        </message>
        <message>
            <source>The mad captain, strong and as unpredictable as a whale. He seizes whatever pays the most, and when nothing suits him he goes hunting on his own.</source>
            <translation>The mad captain, strong and as unpredictable as a whale. He seizes whatever pays the most, and when nothing suits him he goes hunting on his own.</translation>
        </message>
        <message>
            <source>Flask</source>
            <translation>Flask</translation>
        </message>
        <message>
            <source>The expert whaler. He keeps his ships going out, sends them far to sea, and builds only what helps the hunt.</source>
            <translation>The expert whaler. He keeps his ships going out, sends them far to sea, and builds only what helps the hunt.</translation>
        </message>
        <message>
            <source>Starbuck</source>
            <translation>Starbuck</translation>
        </message>
        <message>
            <source>Skilled in every part of the trade. He gathers goods, builds and sails in even measure, and seldom leaves a good opening to anyone else.</source>
            <translation>Skilled in every part of the trade. He gathers goods, builds and sails in even measure, and seldom leaves a good opening to anyone else.</translation>
        </message>
        <message>
            <source>Stubb</source>
            <translation>Stubb</translation>
        </message>
        <message>
            <source>The master builder. Brick and lumber come first, the town fills up with his buildings, and he keeps hauling in whales long after others would stop.</source>
            <translation>The master builder. Brick and lumber come first, the town fills up with his buildings, and he keeps hauling in whales long after others would stop.</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>Farm</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Farm</translation>
        </message>
        <message>
            <source>Forest</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Forest</translation>
        </message>
        <message>
            <source>Warehouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Warehouse</translation>
        </message>
        <message>
            <source>General Store</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>General Store</translation>
        </message>
        <message>
            <source>Town Hall</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Town Hall</translation>
        </message>
        <message>
            <source>Dockyard</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Dockyard</translation>
        </message>
        <message>
            <source>City Pier</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>City Pier</translation>
        </message>
        <message>
            <source>Bank</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Bank</translation>
        </message>
        <message>
            <source>Dry Dock</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Dry Dock</translation>
        </message>
        <message>
            <source>Lighthouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Lighthouse</translation>
        </message>
        <message>
            <source>Lumber Mill</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Lumber Mill</translation>
        </message>
        <message>
            <source>Schoolhouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Schoolhouse</translation>
        </message>
        <message>
            <source>Tavern</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Tavern</translation>
        </message>
        <message>
            <source>Tryworks</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Tryworks</translation>
        </message>
        <message>
            <source>Wharf</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Wharf</translation>
        </message>
        <message>
            <source>Counting House</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Counting House</translation>
        </message>
        <message>
            <source>Mansion</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Mansion</translation>
        </message>
        <message>
            <source>Municipal Office</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Municipal Office</translation>
        </message>
        <message>
            <source>Seamen's Bethel</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Seamen's Bethel</translation>
        </message>
        <message>
            <source>Bakery</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Bakery</translation>
        </message>
        <message>
            <source>Brickyard</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Brickyard</translation>
        </message>
        <message>
            <source>Chandlery</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Chandlery</translation>
        </message>
        <message>
            <source>Cooperage</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Cooperage</translation>
        </message>
        <message>
            <source>Courthouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Courthouse</translation>
        </message>
        <message>
            <source>Inn</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Inn</translation>
        </message>
        <message>
            <source>Market</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Market</translation>
        </message>
        <message>
            <source>Post Office</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Post Office</translation>
        </message>
        <message>
            <source>Turner's Mill</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Turner's Mill</translation>
        </message>
        <message>
            <source>Right whale</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Right whale</translation>
        </message>
        <message>
            <source>Bowhead whale</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Bowhead whale</translation>
        </message>
        <message>
            <source>Sperm whale</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Sperm whale</translation>
        </message>
        <message>
            <source>Empty sea</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>Empty sea</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>the {name}</source>
            <comment>form.el</comment>
            <translation>the {name}</translation>
        </message>
        <message>
            <source>of the {name}</source>
            <comment>form.del</comment>
            <translation>of the {name}</translation>
        </message>
        <message>
            <source>to the {name}</source>
            <comment>form.al</comment>
            <translation>to the {name}</translation>
        </message>
        <message>
            <source>${n}</source>
            <comment>unit.money</comment>
            <translation>${n}</translation>
        </message>
        <message>
            <source>${n}</source>
            <comment>unit.money.short</comment>
            <translation>${n}</translation>
        </message>
        <message numerus="yes">
            <source>%n lumber</source>
            <comment>unit.lumber</comment>
            <translation>
                <numerusform>%n lumber</numerusform>
                <numerusform>%n lumber</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n food</source>
            <comment>unit.food</comment>
            <translation>
                <numerusform>%n food</numerusform>
                <numerusform>%n food</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n brick</source>
            <comment>unit.brick</comment>
            <translation>
                <numerusform>%n brick</numerusform>
                <numerusform>%n brick</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>unit.nothing</comment>
            <translation>nothing</translation>
        </message>
        <message>
            <source>{items}</source>
            <comment>list</comment>
            <translation>{items}</translation>
        </message>
        <message>
            <source>{items}, {item}</source>
            <comment>list.more</comment>
            <translation>{items}, {item}</translation>
        </message>
        <message>
            <source>{items} · {item}</source>
            <comment>list.parts</comment>
            <translation>{items} · {item}</translation>
        </message>
        <message>
            <source>{items} {item}</source>
            <comment>list.sentences</comment>
            <translation>{items} {item}</translation>
        </message>
        <message>
            <source>{text}.</source>
            <comment>sentence.end</comment>
            <translation>{text}.</translation>
        </message>
        <message>
            <source>{items} and {last}</source>
            <comment>list.and</comment>
            <translation>{items} and {last}</translation>
        </message>
        <message>
            <source>{items} and {last}</source>
            <comment>list.and.sound</comment>
            <translation>{items} and {last}</translation>
        </message>
        <message>
            <source>-</source>
            <comment>list.and.starts</comment>
            <translation>-</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>unit.points</comment>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <source>{whole}.{tenth}</source>
            <comment>suggest.decimal</comment>
            <translation>{whole}.{tenth}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <comment>unit.points.decimal</comment>
            <translation>{n} points</translation>
        </message>
        <message>
            <source>On average he finished {points} ahead of {player}.</source>
            <comment>ladder.margin.ahead</comment>
            <translation>On average he finished {points} ahead of {player}.</translation>
        </message>
        <message>
            <source>On average he finished {points} behind {player}.</source>
            <comment>ladder.margin.behind</comment>
            <translation>On average he finished {points} behind {player}.</translation>
        </message>
        <message>
            <source>On average he finished level with {player}.</source>
            <comment>ladder.margin.level</comment>
            <translation>On average he finished level with {player}.</translation>
        </message>
        <message numerus="yes">
            <source>%n empty sea tokens</source>
            <comment>unit.sea_tokens</comment>
            <translation>
                <numerusform>%n empty sea token</numerusform>
                <numerusform>%n empty sea tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>lumber</source>
            <comment>good.lumber</comment>
            <translation>lumber</translation>
        </message>
        <message>
            <source>food</source>
            <comment>good.food</comment>
            <translation>food</translation>
        </message>
        <message>
            <source>brick</source>
            <comment>good.brick</comment>
            <translation>brick</translation>
        </message>
        <message>
            <source>money</source>
            <comment>good.money</comment>
            <translation>money</translation>
        </message>
        <message numerus="yes">
            <source>{kind} (lay {lay}, %n points)</source>
            <comment>token</comment>
            <translation>
                <numerusform>{kind} (lay {lay}, %n point)</numerusform>
                <numerusform>{kind} (lay {lay}, %n points)</numerusform>
            </translation>
        </message>
        <message>
            <source>{kind} token</source>
            <comment>token.sea</comment>
            <translation>{kind} token</translation>
        </message>
        <message numerus="yes">
            <source>%n Right whales (lay {lay}, {points} each)</source>
            <comment>whale.right</comment>
            <translation>
                <numerusform>%n Right whale (lay {lay}, {points})</numerusform>
                <numerusform>%n Right whales (lay {lay}, {points} each)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Bowhead whales (lay {lay}, {points} each)</source>
            <comment>whale.bowhead</comment>
            <translation>
                <numerusform>%n Bowhead whale (lay {lay}, {points})</numerusform>
                <numerusform>%n Bowhead whales (lay {lay}, {points} each)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Sperm whales (lay {lay}, {points} each)</source>
            <comment>whale.sperm</comment>
            <translation>
                <numerusform>%n Sperm whale (lay {lay}, {points})</numerusform>
                <numerusform>%n Sperm whales (lay {lay}, {points} each)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n empty sea tokens</source>
            <comment>whale.sea</comment>
            <translation>
                <numerusform>%n empty sea token</numerusform>
                <numerusform>%n empty sea tokens</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n × {kind}</source>
            <comment>whale.other</comment>
            <translation>
                <numerusform>%n × {kind}</numerusform>
                <numerusform>%n × {kind}</numerusform>
            </translation>
        </message>
        <message>
            <source>Pay a whale's lay to keep it (it scores its points at the end), or sell it for half (the others may buy it).</source>
            <comment>returns.explain</comment>
            <translation>Pay a whale's lay to keep it (it scores its points at the end), or sell it for half (the others may buy it).</translation>
        </message>
        <message>
            <source>{kind} ×{n}</source>
            <comment>returns.pile</comment>
            <translation>{kind} ×{n}</translation>
        </message>
        <message>
            <source>Keep for {money}</source>
            <comment>returns.keep</comment>
            <translation>Keep for {money}</translation>
        </message>
        <message>
            <source>Sell for {money}</source>
            <comment>returns.sell_for</comment>
            <translation>Sell for {money}</translation>
        </message>
        <message>
            <source>Pay {money}</source>
            <comment>returns.pay</comment>
            <translation>Pay {money}</translation>
        </message>
        <message>
            <source>Sell {money}</source>
            <comment>returns.sell</comment>
            <translation>Sell {money}</translation>
        </message>
        <message>
            <source>{whale}: pay {money} to keep it; it scores {points} at the end.</source>
            <comment>returns.pay.tip</comment>
            <translation>{whale}: pay {money} to keep it; it scores {points} at the end.</translation>
        </message>
        <message>
            <source>{whale}: sell it for {money}; the others may buy it for {lay}.</source>
            <comment>returns.sell.tip</comment>
            <translation>{whale}: sell it for {money}; the others may buy it for {lay}.</translation>
        </message>
        <message numerus="yes">
            <source>+1 per %n buildings</source>
            <comment>tile.points_per_building</comment>
            <translation>
                <numerusform>+1 per building</numerusform>
                <numerusform>+1 per %n buildings</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+1 per %n Right whales</source>
            <comment>tile.points_per_right</comment>
            <translation>
                <numerusform>+1 per Right whale</numerusform>
                <numerusform>+1 per %n Right whales</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Build, %n goods off</source>
            <comment>tile.build_discount</comment>
            <translation>
                <numerusform>Build, %n good off</numerusform>
                <numerusform>Build, %n goods off</numerusform>
            </translation>
        </message>
        <message>
            <source>AI {n} ({level})</source>
            <comment>seat.ai</comment>
            <translation>AI {n} ({level})</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>ai.level.easy</comment>
            <translation>Easy</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>ai.level.medium</comment>
            <translation>Medium</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>ai.level.strong</comment>
            <translation>Strong</translation>
        </message>
        <message>
            <source>{seat}'s small ship</source>
            <comment>ship.small</comment>
            <translation>{seat}'s small ship</translation>
        </message>
        <message>
            <source>{seat}'s large ship</source>
            <comment>ship.large</comment>
            <translation>{seat}'s large ship</translation>
        </message>
        <message>
            <source>The small ship of {seat}</source>
            <comment>ship.small_of</comment>
            <translation>The small ship of {seat}</translation>
        </message>
        <message>
            <source>The large ship of {seat}</source>
            <comment>ship.large_of</comment>
            <translation>The large ship of {seat}</translation>
        </message>
        <message>
            <source>Small ship (in supply)</source>
            <comment>choice.ship.small.supply</comment>
            <translation>Small ship (in supply)</translation>
        </message>
        <message>
            <source>Large ship (in supply)</source>
            <comment>choice.ship.large.supply</comment>
            <translation>Large ship (in supply)</translation>
        </message>
        <message>
            <source>Small ship (docked)</source>
            <comment>choice.ship.small.dock</comment>
            <translation>Small ship (docked)</translation>
        </message>
        <message>
            <source>Large ship (docked)</source>
            <comment>choice.ship.large.dock</comment>
            <translation>Large ship (docked)</translation>
        </message>
        <message>
            <source>Small ship (coming home)</source>
            <comment>choice.ship.small.return</comment>
            <translation>Small ship (coming home)</translation>
        </message>
        <message>
            <source>Large ship (coming home)</source>
            <comment>choice.ship.large.return</comment>
            <translation>Large ship (coming home)</translation>
        </message>
        <message numerus="yes">
            <source>Small ship (at space {space}, %n whales)</source>
            <comment>choice.ship.small.sea</comment>
            <translation>
                <numerusform>Small ship (at space {space}, %n whale)</numerusform>
                <numerusform>Small ship (at space {space}, %n whales)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Large ship (at space {space}, %n whales)</source>
            <comment>choice.ship.large.sea</comment>
            <translation>
                <numerusform>Large ship (at space {space}, %n whale)</numerusform>
                <numerusform>Large ship (at space {space}, %n whales)</numerusform>
            </translation>
        </message>
        <message>
            <source>Your small ship</source>
            <comment>ship.your_small</comment>
            <translation>Your small ship</translation>
        </message>
        <message>
            <source>Your large ship</source>
            <comment>ship.your_large</comment>
            <translation>Your large ship</translation>
        </message>
        <message>
            <source>{seat} must choose their starting goods.</source>
            <comment>decision.start_goods</comment>
            <translation>{seat} must choose their starting goods.</translation>
        </message>
        <message>
            <source>{seat} must place a worker.</source>
            <comment>decision.place</comment>
            <translation>{seat} must place a worker.</translation>
        </message>
        <message>
            <source>{seat} must roll the course die.</source>
            <comment>decision.roll</comment>
            <translation>{seat} must roll the course die.</translation>
        </message>
        <message>
            <source>{seat} must pay or sell the whales on a returning ship.</source>
            <comment>decision.return</comment>
            <translation>{seat} must pay or sell the whales on a returning ship.</translation>
        </message>
        <message>
            <source>{seat} may buy a sold whale or pass.</source>
            <comment>decision.buy_whale</comment>
            <translation>{seat} may buy a sold whale or pass.</translation>
        </message>
        <message>
            <source>{seat} may take a whale or pass.</source>
            <comment>decision.pick</comment>
            <translation>{seat} may take a whale or pass.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <comment>decision.over</comment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>choose your starting goods first.</source>
            <comment>decision.you.start_goods</comment>
            <translation>choose your starting goods first.</translation>
        </message>
        <message>
            <source>you must place a worker.</source>
            <comment>decision.you.place</comment>
            <translation>you must place a worker.</translation>
        </message>
        <message>
            <source>you must roll the course die.</source>
            <comment>decision.you.roll</comment>
            <translation>you must roll the course die.</translation>
        </message>
        <message>
            <source>pay for or sell the whales on your ship coming home first.</source>
            <comment>decision.you.return</comment>
            <translation>pay for or sell the whales on your ship coming home first.</translation>
        </message>
        <message>
            <source>buy one of the whales for sale, or pass, first.</source>
            <comment>decision.you.buy_whale</comment>
            <translation>buy one of the whales for sale, or pass, first.</translation>
        </message>
        <message>
            <source>take a whale for your ship, or pass, first.</source>
            <comment>decision.you.pick</comment>
            <translation>take a whale for your ship, or pass, first.</translation>
        </message>
        <message>
            <source>Your move…</source>
            <comment>turn.yours_shown</comment>
            <translation>Your move…</translation>
        </message>
        <message>
            <source>{seat} is playing…</source>
            <comment>turn.playing</comment>
            <translation>{seat} is playing…</translation>
        </message>
        <message>
            <source>{seat} is thinking…</source>
            <comment>turn.thinking</comment>
            <translation>{seat} is thinking…</translation>
        </message>
        <message>
            <source>Nothing to undo yet.</source>
            <comment>undo.none</comment>
            <translation>Nothing to undo yet.</translation>
        </message>
        <message>
            <source>Nothing to undo: first choose where the Captain goes.</source>
            <comment>undo.tie</comment>
            <translation>Nothing to undo: first choose where the Captain goes.</translation>
        </message>
        <message>
            <source>Nothing to undo: {seat} has moved since, and an AI player's move cannot be taken back.</source>
            <comment>undo.after_ai</comment>
            <translation>Nothing to undo: {seat} has moved since, and an AI player's move cannot be taken back.</translation>
        </message>
        <message>
            <source>Nothing to undo: {seat} has moved since, and a Captain's move cannot be taken back.</source>
            <comment>undo.after_captain</comment>
            <translation>Nothing to undo: {seat} has moved since, and a Captain's move cannot be taken back.</translation>
        </message>
        <message>
            <source>Nothing to undo: the last move revealed a die roll or a draw from the bag, which cannot be taken back.</source>
            <comment>undo.after_chance</comment>
            <translation>Nothing to undo: the last move revealed a die roll or a draw from the bag, which cannot be taken back.</translation>
        </message>
        <message>
            <source>Next to move: {seat}</source>
            <comment>turn.replay</comment>
            <translation>Next to move: {seat}</translation>
        </message>
        <message>
            <source>A replay: nothing is played here. Step through the game with the buttons below or the arrow keys.</source>
            <comment>turn.replay.how</comment>
            <translation>A replay: nothing is played here. Step through the game with the buttons below or the arrow keys.</translation>
        </message>
        <message>
            <source>Game over: {winners} won.</source>
            <comment>turn.over</comment>
            <translation>Game over: {winners} won.</translation>
        </message>
        <message>
            <source>Game over: {winners} won.</source>
            <comment>turn.over.tie</comment>
            <translation>Game over: {winners} won.</translation>
        </message>
        <message>
            <source>{seat} {n}</source>
            <comment>turn.over.score</comment>
            <translation>{seat} {n}</translation>
        </message>
        <message>
            <source>{scores}. Winner: {winners}.</source>
            <comment>turn.over.scores</comment>
            <translation>{scores}. Winner: {winners}.</translation>
        </message>
        <message>
            <source>{scores}. Winners: {winners}.</source>
            <comment>turn.over.scores.tie</comment>
            <translation>{scores}. Winners: {winners}.</translation>
        </message>
        <message>
            <source>Winner: {winners}</source>
            <comment>sheet.winner</comment>
            <translation>Winner: {winners}</translation>
        </message>
        <message>
            <source>{building} +{points}</source>
            <comment>sheet.bonus</comment>
            <translation>{building} +{points}</translation>
        </message>
        <message>
            <source>Winners: {winners}</source>
            <comment>sheet.winner.tie</comment>
            <translation>Winners: {winners}</translation>
        </message>
        <message>
            <source>Nobody</source>
            <comment>nobody</comment>
            <translation>Nobody</translation>
        </message>
        <message>
            <source>the supply</source>
            <comment>supply</comment>
            <translation>the supply</translation>
        </message>
        <message>
            <source>New game (seed {seed}): {seats}.</source>
            <comment>event.game_started</comment>
            <translation>New game (seed {seed}): {seats}.</translation>
        </message>
        <message>
            <source>Building setup order: {buildings}.</source>
            <comment>event.building_order</comment>
            <translation>Building setup order: {buildings}.</translation>
        </message>
        <message>
            <source>{seat} starts with {goods}.</source>
            <comment>event.starting_goods</comment>
            <translation>{seat} starts with {goods}.</translation>
        </message>
        <message>
            <source>Round {round} begins. Order: {order}.</source>
            <comment>event.round_started</comment>
            <translation>Round {round} begins. Order: {order}.</translation>
        </message>
        <message>
            <source>{seat} buys {amount} for {price}.</source>
            <comment>event.goods_bought</comment>
            <translation>{seat} buys {amount} for {price}.</translation>
        </message>
        <message>
            <source>{seat} places a worker{inn} on the {space}{repeat}{bonus}.</source>
            <comment>event.worker_placed</comment>
            <translation>{seat} places a worker{inn} on the {space}{repeat}{bonus}.</translation>
        </message>
        <message>
            <source> again (Inn)</source>
            <comment>event.placed_inn</comment>
            <translation> again (Inn)</translation>
        </message>
        <message>
            <source> (repeating the {space})</source>
            <comment>event.placed_repeat</comment>
            <translation> (repeating the {space})</translation>
        </message>
        <message>
            <source> and takes the first-worker bonus</source>
            <comment>event.placed_bonus</comment>
            <translation> and takes the first-worker bonus</translation>
        </message>
        <message>
            <source>{payer} pays {amount} to {payee} for the {building}.</source>
            <comment>event.fee_paid</comment>
            <translation>{payer} pays {amount} to {payee} for the {building}.</translation>
        </message>
        <message>
            <source>{payee} receives {amount} from the supply for the {building}.</source>
            <comment>event.fee_from_supply</comment>
            <translation>{payee} receives {amount} from the supply for the {building}.</translation>
        </message>
        <message>
            <source>{seat} gains {goods}.</source>
            <comment>event.goods_gained</comment>
            <translation>{seat} gains {goods}.</translation>
        </message>
        <message>
            <source>{seat} pays {goods}.</source>
            <comment>event.goods_spent</comment>
            <translation>{seat} pays {goods}.</translation>
        </message>
        <message>
            <source>{seat} builds the {building}.</source>
            <comment>event.built</comment>
            <translation>{seat} builds the {building}.</translation>
        </message>
        <message>
            <source>{seat} takes the {building} from {owner}.</source>
            <comment>event.post_office</comment>
            <translation>{seat} takes the {building} from {owner}.</translation>
        </message>
        <message>
            <source>{ship} is prepared on the dock.</source>
            <comment>event.ship_prepared</comment>
            <translation>{ship} is prepared on the dock.</translation>
        </message>
        <message>
            <source>{ship} is launched to space {space}.</source>
            <comment>event.ship_launched</comment>
            <translation>{ship} is launched to space {space}.</translation>
        </message>
        <message>
            <source>{ship} moves from space {start} to space {end}.</source>
            <comment>event.ship_moved</comment>
            <translation>{ship} moves from space {start} to space {end}.</translation>
        </message>
        <message>
            <source>{ship} moves from space {start} to Return.</source>
            <comment>event.ship_moved_home</comment>
            <translation>{ship} moves from space {start} to Return.</translation>
        </message>
        <message>
            <source>Inn step: {seat} picks up both workers to place them again.</source>
            <comment>event.inn_started</comment>
            <translation>Inn step: {seat} picks up both workers to place them again.</translation>
        </message>
        <message>
            <source>{seat} removes {tokens} from the game.</source>
            <comment>event.sea_removed</comment>
            <translation>{seat} removes {tokens} from the game.</translation>
        </message>
        <message>
            <source>{seat} renders {whales} at the {building}.</source>
            <comment>event.rendered</comment>
            <translation>{seat} renders {whales} at the {building}.</translation>
        </message>
        <message>
            <source>{ship} comes home with {cargo}.</source>
            <comment>event.ship_returning</comment>
            <translation>{ship} comes home with {cargo}.</translation>
        </message>
        <message>
            <source>{ship} comes home with no whales.</source>
            <comment>event.ship_returning_empty</comment>
            <translation>{ship} comes home with no whales.</translation>
        </message>
        <message>
            <source>no whales</source>
            <comment>event.no_whales</comment>
            <translation>no whales</translation>
        </message>
        <message>
            <source>{seat} pays {lay} to keep the {token}.</source>
            <comment>event.lay_paid</comment>
            <translation>{seat} pays {lay} to keep the {token}.</translation>
        </message>
        <message>
            <source>{seat} keeps the {token}: Captains pay no lay.</source>
            <comment>event.whale_kept</comment>
            <translation>{seat} keeps the {token}: Captains pay no lay.</translation>
        </message>
        <message>
            <source>{seat} keeps both: Captains pay no lay.</source>
            <comment>event.whales_kept_two</comment>
            <translation>{seat} keeps both: Captains pay no lay.</translation>
        </message>
        <message numerus="yes">
            <source>{seat} keeps all %n: Captains pay no lay.</source>
            <comment>event.whales_kept</comment>
            <translation>
                <numerusform>{seat} keeps it: Captains pay no lay.</numerusform>
                <numerusform>{seat} keeps all %n: Captains pay no lay.</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} sells the {token} for {money}.</source>
            <comment>event.whale_sold</comment>
            <translation>{seat} sells the {token} for {money}.</translation>
        </message>
        <message>
            <source>{seat} buys the {token} for {price}.</source>
            <comment>event.whale_bought</comment>
            <translation>{seat} buys the {token} for {price}.</translation>
        </message>
        <message>
            <source>{seat} buys the {token} free: Captains pay no lay.</source>
            <comment>event.whale_bought_captain</comment>
            <translation>{seat} buys the {token} free: Captains pay no lay.</translation>
        </message>
        <message>
            <source>{seat} buys the {token} free.</source>
            <comment>event.whale_free</comment>
            <translation>{seat} buys the {token} free.</translation>
        </message>
        <message>
            <source>{seat} sells the {token}: a Captain takes no money for it.</source>
            <comment>event.whale_sold_captain</comment>
            <translation>{seat} sells the {token}: a Captain takes no money for it.</translation>
        </message>
        <message>
            <source>{seat} cannot afford any of the whales for sale.</source>
            <comment>event.buyer_cannot</comment>
            <translation>{seat} cannot afford any of the whales for sale.</translation>
        </message>
        <message>
            <source>{seat} cannot buy: he has reached his whale limit.</source>
            <comment>event.buyer_at_limit</comment>
            <translation>{seat} cannot buy: he has reached his whale limit.</translation>
        </message>
        <message>
            <source>{seat} passes.</source>
            <comment>event.buyer_passes</comment>
            <translation>{seat} passes.</translation>
        </message>
        <message>
            <source>Unsold whales leave the game: {tokens}.</source>
            <comment>event.whales_removed</comment>
            <translation>Unsold whales leave the game: {tokens}.</translation>
        </message>
        <message>
            <source>{ship} is home.</source>
            <comment>event.ship_home</comment>
            <translation>{ship} is home.</translation>
        </message>
        <message numerus="yes">
            <source>%n tokens from beside the track go back into the bag.</source>
            <comment>event.tokens_to_bag</comment>
            <translation>
                <numerusform>%n token from beside the track goes back into the bag.</numerusform>
                <numerusform>%n tokens from beside the track go back into the bag.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawn from the bag: {tokens}.</source>
            <comment>event.tokens_drawn</comment>
            <translation>Drawn from the bag: {tokens}.</translation>
        </message>
        <message>
            <source>{ship} takes the {token}.</source>
            <comment>event.whale_taken</comment>
            <translation>{ship} takes the {token}.</translation>
        </message>
        <message>
            <source>{ship} can take nothing.</source>
            <comment>event.pick_cannot</comment>
            <translation>{ship} can take nothing.</translation>
        </message>
        <message>
            <source>{ship} passes.</source>
            <comment>event.pick_passes</comment>
            <translation>{ship} passes.</translation>
        </message>
        <message>
            <source>{seat} collects {amount} from the {building}.</source>
            <comment>event.income</comment>
            <translation>{seat} collects {amount} from the {building}.</translation>
        </message>
        <message>
            <source>Round {round} ends.</source>
            <comment>event.round_ended</comment>
            <translation>Round {round} ends.</translation>
        </message>
        <message>
            <source>Movement phase.</source>
            <comment>event.phase_movement</comment>
            <translation>Movement phase.</translation>
        </message>
        <message>
            <source>Whaling phase.</source>
            <comment>event.phase_whaling</comment>
            <translation>Whaling phase.</translation>
        </message>
        <message>
            <source>Final returns phase: the ships at sea move one space toward shore at a time until every ship is home.</source>
            <comment>event.phase_final</comment>
            <translation>Final returns phase: the ships at sea move one space toward shore at a time until every ship is home.</translation>
        </message>
        <message>
            <source>{phase} phase.</source>
            <comment>event.phase</comment>
            <translation>{phase} phase.</translation>
        </message>
        <message>
            <source>{seat} rolls the course die: {value}.</source>
            <comment>event.die_rolled</comment>
            <translation>{seat} rolls the course die: {value}.</translation>
        </message>
        <message>
            <source>{seat}'s Helm moves from space {start} to {end}.</source>
            <comment>event.helm_moved</comment>
            <translation>{seat}'s Helm moves from space {start} to {end}.</translation>
        </message>
        <message>
            <source>{seat} draws the {token} and puts it back in the bag.</source>
            <comment>event.fallback_back</comment>
            <translation>{seat} draws the {token} and puts it back in the bag.</translation>
        </message>
        <message>
            <source>{seat} draws the {token} onto {ship}.</source>
            <comment>event.fallback_ship</comment>
            <translation>{seat} draws the {token} onto {ship}.</translation>
        </message>
        <message numerus="yes">
            <source>{seat} keeps his best whales and sells the other %n for nothing (Captains take no money): {whales}.</source>
            <comment>event.end_sale</comment>
            <translation>
                <numerusform>{seat} keeps his best whales and sells the other one for nothing (Captains take no money): {whales}.</numerusform>
                <numerusform>{seat} keeps his best whales and sells the other %n for nothing (Captains take no money): {whales}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over. Winner: {winners}.</source>
            <comment>event.game_ended</comment>
            <translation>Game over. Winner: {winners}.</translation>
        </message>
        <message>
            <source>Game over. Winners: {winners}.</source>
            <comment>event.game_ended.tie</comment>
            <translation>Game over. Winners: {winners}.</translation>
        </message>
        <message>
            <source>{event}</source>
            <comment>event.unknown</comment>
            <translation>{event}</translation>
        </message>
        <message>
            <source>There is no space called '{space}' in this game.</source>
            <comment>refusal.unknown_space</comment>
            <translation>There is no space called '{space}' in this game.</translation>
        </message>
        <message>
            <source>This worker comes back from the Inn: it may go only on a town or whaling-board space.</source>
            <comment>refusal.inn_town_only</comment>
            <translation>This worker comes back from the Inn: it may go only on a town or whaling-board space.</translation>
        </message>
        <message>
            <source>The {building} has not been built yet.</source>
            <comment>refusal.not_built</comment>
            <translation>The {building} has not been built yet.</translation>
        </message>
        <message>
            <source>The {building} is a victory building: it has no action and only scores at the end. Place the worker on another space.</source>
            <comment>refusal.no_action</comment>
            <translation>The {building} is a victory building: it has no action and only scores at the end. Place the worker on another space.</translation>
        </message>
        <message>
            <source>A worker is already on the {building} this round: choose a free space.</source>
            <comment>refusal.space_taken</comment>
            <translation>A worker is already on the {building} this round: choose a free space.</translation>
        </message>
        <message>
            <source>The {building} is yours, and its owner cannot use it: place the worker on another space.</source>
            <comment>refusal.own_post_office</comment>
            <translation>The {building} is yours, and its owner cannot use it: place the worker on another space.</translation>
        </message>
        <message>
            <source>Captains do not use the {building}.</source>
            <comment>refusal.captain_turners_mill</comment>
            <translation>Captains do not use the {building}.</translation>
        </message>
        <message>
            <source>No Captain has placed a worker yet: nothing to repeat.</source>
            <comment>refusal.no_captain_action</comment>
            <translation>No Captain has placed a worker yet: nothing to repeat.</translation>
        </message>
        <message>
            <source>The {mill} cannot repeat the {building}.</source>
            <comment>refusal.cannot_repeat</comment>
            <translation>The {mill} cannot repeat the {building}.</translation>
        </message>
        <message>
            <source>To use the {space} you pay {cost} first; you have {have}.</source>
            <comment>refusal.fee_unaffordable</comment>
            <translation>To use the {space} you pay {cost} first; you have {have}.</translation>
        </message>
        <message>
            <source>{doing} needs {need}; you have {have}.</source>
            <comment>refusal.needs</comment>
            <translation>{doing} needs {need}; you have {have}.</translation>
        </message>
        <message>
            <source>{doing} needs {need}; you have {have}. Buy {amount} for {price} first, then place the worker.</source>
            <comment>refusal.needs_buy</comment>
            <translation>{doing} needs {need}; you have {have}. Buy {amount} for {price} first, then place the worker.</translation>
        </message>
        <message>
            <source>Building the {building}</source>
            <comment>doing.build</comment>
            <translation>Building the {building}</translation>
        </message>
        <message>
            <source>Preparing a ship</source>
            <comment>doing.prepare</comment>
            <translation>Preparing a ship</translation>
        </message>
        <message>
            <source>Launching to space {space}</source>
            <comment>doing.launch</comment>
            <translation>Launching to space {space}</translation>
        </message>
        <message>
            <source>Preparing a ship and launching it to space {space}</source>
            <comment>doing.prepare_launch</comment>
            <translation>Preparing a ship and launching it to space {space}</translation>
        </message>
        <message>
            <source>Choose a track space from 1 to {last}.</source>
            <comment>refusal.bad_launch_target</comment>
            <translation>Choose a track space from 1 to {last}.</translation>
        </message>
        <message numerus="yes">
            <source>Track space {space} already has %n ships.</source>
            <comment>refusal.space_full</comment>
            <translation>
                <numerusform>Track space {space} already has %n ship.</numerusform>
                <numerusform>Track space {space} already has %n ships.</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose one of your ships: 1 to {count}.</source>
            <comment>refusal.no_such_ship</comment>
            <translation>Choose one of your ships: 1 to {count}.</translation>
        </message>
        <message>
            <source>{ship} is still in your supply: the {dockyard} prepares it onto the dock first.</source>
            <comment>refusal.ship_supply_not_dock</comment>
            <translation>{ship} is still in your supply: the {dockyard} prepares it onto the dock first.</translation>
        </message>
        <message>
            <source>{ship} is at sea: only a ship waiting on the dock can launch.</source>
            <comment>refusal.ship_sea_not_dock</comment>
            <translation>{ship} is at sea: only a ship waiting on the dock can launch.</translation>
        </message>
        <message>
            <source>{ship} is already prepared on the dock: launch it from the {pier}.</source>
            <comment>refusal.ship_dock_not_supply</comment>
            <translation>{ship} is already prepared on the dock: launch it from the {pier}.</translation>
        </message>
        <message>
            <source>{ship} is at sea: it can be prepared again once it is home in your supply.</source>
            <comment>refusal.ship_sea_not_supply</comment>
            <translation>{ship} is at sea: it can be prepared again once it is home in your supply.</translation>
        </message>
        <message>
            <source>{ship} is in your supply, not at sea: the {dockyard} prepares it, then it can launch.</source>
            <comment>refusal.ship_supply_not_sea</comment>
            <translation>{ship} is in your supply, not at sea: the {dockyard} prepares it, then it can launch.</translation>
        </message>
        <message>
            <source>{ship} is on the dock, not at sea: launch it from the {pier} first.</source>
            <comment>refusal.ship_dock_not_sea</comment>
            <translation>{ship} is on the dock, not at sea: launch it from the {pier} first.</translation>
        </message>
        <message>
            <source>Neither of your ships is on the dock: the {dockyard} prepares a ship onto it.</source>
            <comment>refusal.ships_not_dock</comment>
            <translation>Neither of your ships is on the dock: the {dockyard} prepares a ship onto it.</translation>
        </message>
        <message>
            <source>Neither of your ships is in your supply to prepare: launch one from the dock at the {pier}.</source>
            <comment>refusal.ships_not_supply</comment>
            <translation>Neither of your ships is in your supply to prepare: launch one from the dock at the {pier}.</translation>
        </message>
        <message>
            <source>Both your ships are at sea: a ship can be prepared again once it is home in your supply.</source>
            <comment>refusal.ships_all_at_sea_prepare</comment>
            <translation>Both your ships are at sea: a ship can be prepared again once it is home in your supply.</translation>
        </message>
        <message>
            <source>Neither of your ships is at sea: launch one from the dock first.</source>
            <comment>refusal.ships_not_sea</comment>
            <translation>Neither of your ships is at sea: launch one from the dock first.</translation>
        </message>
        <message>
            <source>Neither of your ships is at sea: prepare one at the {dockyard}, then launch it.</source>
            <comment>refusal.ships_all_home</comment>
            <translation>Neither of your ships is at sea: prepare one at the {dockyard}, then launch it.</translation>
        </message>
        <message>
            <source>Both your ships are at sea: none is on the dock to launch.</source>
            <comment>refusal.ships_all_at_sea</comment>
            <translation>Both your ships are at sea: none is on the dock to launch.</translation>
        </message>
        <message>
            <source>Only the {mill} repeats a space.</source>
            <comment>refusal.bad_repeat</comment>
            <translation>Only the {mill} repeats a space.</translation>
        </message>
        <message>
            <source>The {mill} repeats the last Captain action, the {space}.</source>
            <comment>refusal.repeat_last</comment>
            <translation>The {mill} repeats the last Captain action, the {space}.</translation>
        </message>
        <message>
            <source>The {space} takes no {fields} choice.</source>
            <comment>refusal.invalid_argument</comment>
            <translation>The {space} takes no {fields} choice.</translation>
        </message>
        <message>
            <source>Choose the {building} bonus good: lumber, food or brick.</source>
            <comment>refusal.bonus_required</comment>
            <translation>Choose the {building} bonus good: lumber, food or brick.</translation>
        </message>
        <message>
            <source>No first-worker bonus good can be chosen here.</source>
            <comment>refusal.bonus_not_available</comment>
            <translation>No first-worker bonus good can be chosen here.</translation>
        </message>
        <message>
            <source>Captains have no goods to sell.</source>
            <comment>refusal.captain_no_goods</comment>
            <translation>Captains have no goods to sell.</translation>
        </message>
        <message>
            <source>The {building} buys lumber only.</source>
            <comment>refusal.lumber_only</comment>
            <translation>The {building} buys lumber only.</translation>
        </message>
        <message>
            <source>At the {space} you must sell at least one good.</source>
            <comment>refusal.nothing_to_sell</comment>
            <translation>At the {space} you must sell at least one good.</translation>
        </message>
        <message>
            <source>The {building} buys only lumber, and you have none.</source>
            <comment>refusal.no_lumber_to_sell</comment>
            <translation>The {building} buys only lumber, and you have none.</translation>
        </message>
        <message>
            <source>You have no lumber, food or brick to sell at the {space}.</source>
            <comment>refusal.no_goods_to_sell</comment>
            <translation>You have no lumber, food or brick to sell at the {space}.</translation>
        </message>
        <message>
            <source>You cannot sell {sell}; you have {have}.</source>
            <comment>refusal.cannot_sell</comment>
            <translation>You cannot sell {sell}; you have {have}.</translation>
        </message>
        <message>
            <source>Choose a building to build.</source>
            <comment>refusal.build_required</comment>
            <translation>Choose a building to build.</translation>
        </message>
        <message>
            <source>'{building}' is not an unbuilt building in this game.</source>
            <comment>refusal.not_available</comment>
            <translation>'{building}' is not an unbuilt building in this game.</translation>
        </message>
        <message numerus="yes">
            <source>This Captain has reached his limit of %n buildings.</source>
            <comment>refusal.building_limit</comment>
            <translation>
                <numerusform>This Captain has reached his limit of %n building.</numerusform>
                <numerusform>This Captain has reached his limit of %n buildings.</numerusform>
            </translation>
        </message>
        <message>
            <source>Captains pay nothing, so take no discount.</source>
            <comment>refusal.captain_discount</comment>
            <translation>Captains pay nothing, so take no discount.</translation>
        </message>
        <message>
            <source>No discount applies to this build.</source>
            <comment>refusal.no_discount</comment>
            <translation>No discount applies to this build.</translation>
        </message>
        <message numerus="yes">
            <source>Take a discount of exactly %n goods from the {building}'s cost (never money).</source>
            <comment>refusal.bad_discount</comment>
            <translation>
                <numerusform>Take a discount of exactly %n good from the {building}'s cost (never money).</numerusform>
                <numerusform>Take a discount of exactly %n goods from the {building}'s cost (never money).</numerusform>
            </translation>
        </message>
        <message>
            <source>{ship} is already on the farthest space.</source>
            <comment>refusal.track_end</comment>
            <translation>{ship} is already on the farthest space.</translation>
        </message>
        <message>
            <source>{ship} carries no {kind}.</source>
            <comment>refusal.no_right_whales</comment>
            <translation>{ship} carries no {kind}.</translation>
        </message>
        <message>
            <source>{ship} carries no whale.</source>
            <comment>refusal.no_whales_on_ship</comment>
            <translation>{ship} carries no whale.</translation>
        </message>
        <message>
            <source>There is no empty sea token beside the track from the last whaling.</source>
            <comment>refusal.no_sea_tokens</comment>
            <translation>There is no empty sea token beside the track from the last whaling.</translation>
        </message>
        <message numerus="yes">
            <source>Remove 1 to {most} empty sea tokens (%n lie beside the track).</source>
            <comment>refusal.bad_take</comment>
            <translation>
                <numerusform>Remove 1 to {most} empty sea tokens (%n lies beside the track).</numerusform>
                <numerusform>Remove 1 to {most} empty sea tokens (%n lie beside the track).</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is over.</source>
            <comment>refusal.game_over</comment>
            <translation>The game is over.</translation>
        </message>
        <message>
            <source>It is not your turn: {decision}</source>
            <comment>refusal.not_your_turn</comment>
            <translation>It is not your turn: {decision}</translation>
        </message>
        <message>
            <source>Not now: {decision}</source>
            <comment>refusal.wrong_decision</comment>
            <translation>Not now: {decision}</translation>
        </message>
        <message>
            <source>Starting goods must be worth exactly {value} (lumber {lumber}, food {food}, brick {brick}).</source>
            <comment>refusal.bad_start_goods</comment>
            <translation>Starting goods must be worth exactly {value} (lumber {lumber}, food {food}, brick {brick}).</translation>
        </message>
        <message>
            <source>Captains never buy goods.</source>
            <comment>refusal.captain_no_money</comment>
            <translation>Captains never buy goods.</translation>
        </message>
        <message>
            <source>Only {goods} can be bought.</source>
            <comment>refusal.bad_purchase</comment>
            <translation>Only {goods} can be bought.</translation>
        </message>
        <message>
            <source>You already bought goods for this worker placement.</source>
            <comment>refusal.purchase_used</comment>
            <translation>You already bought goods for this worker placement.</translation>
        </message>
        <message>
            <source>Buying {amount} costs {price}; you have {have}.</source>
            <comment>refusal.purchase_unaffordable</comment>
            <translation>Buying {amount} costs {price}; you have {have}.</translation>
        </message>
        <message>
            <source>Only Ahab draws from the bag at the end of his Orders.</source>
            <comment>refusal.no_fallback</comment>
            <translation>Only Ahab draws from the bag at the end of his Orders.</translation>
        </message>
        <message>
            <source>Name one of Ahab's ships at sea for a drawn whale (fallback ship=N), or none when he has fewer than two at sea.</source>
            <comment>refusal.fallback_ship</comment>
            <translation>Name one of Ahab's ships at sea for a drawn whale (fallback ship=N), or none when he has fewer than two at sea.</translation>
        </message>
        <message>
            <source>The {token} is not on the returning ship.</source>
            <comment>refusal.not_aboard</comment>
            <translation>The {token} is not on the returning ship.</translation>
        </message>
        <message>
            <source>Keeping the {token} costs {lay}; you have {have}. Sell it instead.</source>
            <comment>refusal.lay_unaffordable</comment>
            <translation>Keeping the {token} costs {lay}; you have {have}. Sell it instead.</translation>
        </message>
        <message>
            <source>The {token} is not among the whales for sale.</source>
            <comment>refusal.not_for_sale</comment>
            <translation>The {token} is not among the whales for sale.</translation>
        </message>
        <message numerus="yes">
            <source>This Captain has reached his limit of %n whales.</source>
            <comment>refusal.whale_limit</comment>
            <translation>
                <numerusform>This Captain has reached his limit of %n whale.</numerusform>
                <numerusform>This Captain has reached his limit of %n whales.</numerusform>
            </translation>
        </message>
        <message>
            <source>The {token} costs its full lay, {lay}; you have {have}.</source>
            <comment>refusal.full_lay_unaffordable</comment>
            <translation>The {token} costs its full lay, {lay}; you have {have}.</translation>
        </message>
        <message>
            <source>The {token} is not among the drawn tokens.</source>
            <comment>refusal.not_drawn</comment>
            <translation>The {token} is not among the drawn tokens.</translation>
        </message>
        <message>
            <source>{ship} takes a whale now: drop the whale on it.</source>
            <comment>refusal.pick_this_ship</comment>
            <translation>{ship} takes a whale now: drop the whale on it.</translation>
        </message>
        <message>
            <source>That worker belongs to {owner}, who places it on his turn. Drag one of yours from your board.</source>
            <comment>refusal.worker_of_captain</comment>
            <translation>That worker belongs to {owner}, who places it on his turn. Drag one of yours from your board.</translation>
        </message>
        <message>
            <source>That worker belongs to {owner}: the computer places it. Drag one of yours from your board.</source>
            <comment>refusal.worker_of_ai</comment>
            <translation>That worker belongs to {owner}: the computer places it. Drag one of yours from your board.</translation>
        </message>
        <message>
            <source>That worker belongs to {owner}: now {seat} places one of their own.</source>
            <comment>refusal.worker_of_other</comment>
            <translation>That worker belongs to {owner}: now {seat} places one of their own.</translation>
        </message>
        <message>
            <source>That worker is already placed this round: drag one still on your board.</source>
            <comment>refusal.worker_placed</comment>
            <translation>That worker is already placed this round: drag one still on your board.</translation>
        </message>
        <message>
            <source>That ship belongs to {owner}: drag one of yours.</source>
            <comment>refusal.ship_of_other</comment>
            <translation>That ship belongs to {owner}: drag one of yours.</translation>
        </message>
        <message>
            <source>{ship} is at sea: it comes home by itself, one space a round.</source>
            <comment>refusal.ship_at_sea</comment>
            <translation>{ship} is at sea: it comes home by itself, one space a round.</translation>
        </message>
        <message>
            <source>It is not your turn: {seat} is playing.</source>
            <comment>refusal.not_yours_now</comment>
            <translation>It is not your turn: {seat} is playing.</translation>
        </message>
        <message>
            <source>Empty sea tokens can never be taken onto a ship.</source>
            <comment>refusal.sea_token</comment>
            <translation>Empty sea tokens can never be taken onto a ship.</translation>
        </message>
        <message>
            <source>move {index} ({command}) is not allowed: {reason}</source>
            <comment>refusal.replay</comment>
            <translation>move {index} ({command}) is not allowed: {reason}</translation>
        </message>
        <message>
            <source>{captain} rolls the course die.</source>
            <comment>trace.roll</comment>
            <translation>{captain} rolls the course die.</translation>
        </message>
        <message>
            <source>{captain} already has his limit of whales, so he takes none and passes.</source>
            <comment>trace.pick_limit</comment>
            <translation>{captain} already has his limit of whales, so he takes none and passes.</translation>
        </message>
        <message>
            <source>No whale lies beside the track for {captain}, only empty sea, so he passes.</source>
            <comment>trace.pick_none</comment>
            <translation>No whale lies beside the track for {captain}, only empty sea, so he passes.</translation>
        </message>
        <message>
            <source>{captain} takes the most valuable whale beside the track, the {token}, onto {ship}.</source>
            <comment>trace.pick</comment>
            <translation>{captain} takes the most valuable whale beside the track, the {token}, onto {ship}.</translation>
        </message>
        <message>
            <source>None of the whales for sale is one {captain} may take, so he passes.</source>
            <comment>trace.buy_pass</comment>
            <translation>None of the whales for sale is one {captain} may take, so he passes.</translation>
        </message>
        <message>
            <source>{captain} buys the most valuable whale for sale, the {token}: Captains pay nothing.</source>
            <comment>trace.buy</comment>
            <translation>{captain} buys the most valuable whale for sale, the {token}: Captains pay nothing.</translation>
        </message>
        <message>
            <source>The player settled the tie: {command}.</source>
            <comment>trace.tie_settled</comment>
            <translation>The player settled the tie: {command}.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}: {where}.</source>
            <comment>trace.course</comment>
            <translation>{captain}'s course is {course}: {where}.</translation>
        </message>
        <message>
            <source>his Helm is on space {space}</source>
            <comment>trace.where_helm</comment>
            <translation>his Helm is on space {space}</translation>
        </message>
        <message>
            <source>the fixed course of round {round}</source>
            <comment>trace.where_fixed</comment>
            <translation>the fixed course of round {round}</translation>
        </message>
        <message>
            <source>This worker comes back from the Inn: only town and whaling-board spaces may be used.</source>
            <comment>trace.inn</comment>
            <translation>This worker comes back from the Inn: only town and whaling-board spaces may be used.</translation>
        </message>
        <message>
            <source>The Orders needed more than {max} checks for one decision (a user board error): the first legal space is used.</source>
            <comment>trace.out_of_budget</comment>
            <translation>The Orders needed more than {max} checks for one decision (a user board error): the first legal space is used.</translation>
        </message>
        <message>
            <source>{captain}'s Orders find no space, and a second time round would find the same, so he draws a token from the bag instead of placing this worker.</source>
            <comment>trace.fallback</comment>
            <translation>{captain}'s Orders find no space, and a second time round would find the same, so he draws a token from the bag instead of placing this worker.</translation>
        </message>
        <message>
            <source>The Orders found no space (board error): the first legal space is used.</source>
            <comment>trace.no_space</comment>
            <translation>The Orders found no space (board error): the first legal space is used.</translation>
        </message>
        <message>
            <source>Step {step} would change his course to {course}, but that is already his course, so he skips it.</source>
            <comment>trace.course_same</comment>
            <translation>Step {step} would change his course to {course}, but that is already his course, so he skips it.</translation>
        </message>
        <message>
            <source>Step {step}: nothing has served his course, {back}, so it changes to {course} and he reads his Orders again from step 1.</source>
            <comment>trace.course_changes</comment>
            <translation>Step {step}: nothing has served his course, {back}, so it changes to {course} and he reads his Orders again from step 1.</translation>
        </message>
        <message>
            <source>With {course} as his course, his Orders lead to the {space}.</source>
            <comment>trace.course_found</comment>
            <translation>With {course} as his course, his Orders lead to the {space}.</translation>
        </message>
        <message>
            <source>Changing his course to {course} finds nothing either, so he keeps his course, {back}, and reads on.</source>
            <comment>trace.course_nothing</comment>
            <translation>Changing his course to {course} finds nothing either, so he keeps his course, {back}, and reads on.</translation>
        </message>
        <message>
            <source>Step {step}, {check}: skipped, since at the Inn only town and whaling-board spaces count.</source>
            <comment>trace.not_at_inn</comment>
            <translation>Step {step}, {check}: skipped, since at the Inn only town and whaling-board spaces count.</translation>
        </message>
        <message>
            <source>Step {step}, {check}: {why}</source>
            <comment>trace.check_failed</comment>
            <translation>Step {step}, {check}: {why}</translation>
        </message>
        <message>
            <source>Step {step}, {check}: the {space} serves his course{detail}{tie}, so he goes there.</source>
            <comment>trace.choice</comment>
            <translation>Step {step}, {check}: the {space} serves his course{detail}{tie}, so he goes there.</translation>
        </message>
        <message>
            <source>Step {step}: the {space} is built and free, and this step sends him there whatever his course{detail}{tie}.</source>
            <comment>trace.choice_building</comment>
            <translation>Step {step}: the {space} is built and free, and this step sends him there whatever his course{detail}{tie}.</translation>
        </message>
        <message>
            <source>his own buildings</source>
            <comment>check.own</comment>
            <translation>his own buildings</translation>
        </message>
        <message>
            <source>the town</source>
            <comment>check.town</comment>
            <translation>the town</translation>
        </message>
        <message>
            <source>the opponents' buildings</source>
            <comment>check.opponents</comment>
            <translation>the opponents' buildings</translation>
        </message>
        <message>
            <source>the building that gives the most</source>
            <comment>check.most</comment>
            <translation>the building that gives the most</translation>
        </message>
        <message>
            <source>the combination buildings</source>
            <comment>check.combo</comment>
            <translation>the combination buildings</translation>
        </message>
        <message>
            <source>the {building}</source>
            <comment>check.building</comment>
            <translation>the {building}</translation>
        </message>
        <message>
            <source>the {building} (only if he does not own it)</source>
            <comment>check.building.not_owner</comment>
            <translation>the {building} (only if he does not own it)</translation>
        </message>
        <message>
            <source>no town or whaling-board space can {verb}{hint}.</source>
            <comment>why.town</comment>
            <translation>no town or whaling-board space can {verb}{hint}.</translation>
        </message>
        <message>
            <source>give {good}</source>
            <comment>verb.give</comment>
            <translation>give {good}</translation>
        </message>
        <message>
            <source>give a Captain money</source>
            <comment>verb.give_money</comment>
            <translation>give a Captain money</translation>
        </message>
        <message>
            <source>serve his course</source>
            <comment>verb.serve</comment>
            <translation>serve his course</translation>
        </message>
        <message>
            <source> (the {building} gives a Captain nothing)</source>
            <comment>hint.money</comment>
            <translation> (the {building} gives a Captain nothing)</translation>
        </message>
        <message>
            <source> (nothing left to build on that list, or the building limit is reached)</source>
            <comment>hint.build</comment>
            <translation> (nothing left to build on that list, or the building limit is reached)</translation>
        </message>
        <message>
            <source> (no ship on the dock, or that space is full)</source>
            <comment>hint.launch</comment>
            <translation> (no ship on the dock, or that space is full)</translation>
        </message>
        <message>
            <source> (no ship may be prepared now)</source>
            <comment>hint.prepare</comment>
            <translation> (no ship may be prepared now)</translation>
        </message>
        <message>
            <source>he owns no free action building.</source>
            <comment>why.own_none</comment>
            <translation>he owns no free action building.</translation>
        </message>
        <message>
            <source>none of his buildings serves his course.</source>
            <comment>why.own_nothing</comment>
            <translation>none of his buildings serves his course.</translation>
        </message>
        <message>
            <source>no opponent owns a free action building.</source>
            <comment>why.opponents_none</comment>
            <translation>no opponent owns a free action building.</translation>
        </message>
        <message>
            <source>none of theirs serves his course.</source>
            <comment>why.opponents_nothing</comment>
            <translation>none of theirs serves his course.</translation>
        </message>
        <message>
            <source>no free combination building ({buildings}).</source>
            <comment>why.combo_none</comment>
            <translation>no free combination building ({buildings}).</translation>
        </message>
        <message>
            <source>no free action building.</source>
            <comment>why.most_none</comment>
            <translation>no free action building.</translation>
        </message>
        <message>
            <source>no such building serves his course.</source>
            <comment>why.most_nothing</comment>
            <translation>no such building serves his course.</translation>
        </message>
        <message>
            <source>it is not built, so he cannot use the {building}.</source>
            <comment>why.not_built</comment>
            <translation>it is not built, so he cannot use the {building}.</translation>
        </message>
        <message>
            <source>it is not in this game (the buildings in play depend on the number of players).</source>
            <comment>why.not_in_game</comment>
            <translation>it is not in this game (the buildings in play depend on the number of players).</translation>
        </message>
        <message>
            <source>he owns the {building} himself, and this step is for someone else's.</source>
            <comment>why.owned</comment>
            <translation>he owns the {building} himself, and this step is for someone else's.</translation>
        </message>
        <message>
            <source>someone has already used the {building} this round.</source>
            <comment>why.used</comment>
            <translation>someone has already used the {building} this round.</translation>
        </message>
        <message>
            <source>there is nothing he can do there now.</source>
            <comment>why.nothing</comment>
            <translation>there is nothing he can do there now.</translation>
        </message>
        <message>
            <source>unknown check.</source>
            <comment>why.unknown</comment>
            <translation>unknown check.</translation>
        </message>
        <message>
            <source>, to build the {building}</source>
            <comment>detail.build</comment>
            <translation>, to build the {building}</translation>
        </message>
        <message>
            <source>, sending {ship} to space {to}</source>
            <comment>detail.launch</comment>
            <translation>, sending {ship} to space {to}</translation>
        </message>
        <message>
            <source>, with {ship}</source>
            <comment>detail.ship</comment>
            <translation>, with {ship}</translation>
        </message>
        <message>
            <source>his small ship</source>
            <comment>detail.his_small_ship</comment>
            <translation>his small ship</translation>
        </message>
        <message>
            <source>his large ship</source>
            <comment>detail.his_large_ship</comment>
            <translation>his large ship</translation>
        </message>
        <message numerus="yes">
            <source>, removing %n empty sea tokens</source>
            <comment>detail.take</comment>
            <translation>
                <numerusform>, removing %n empty sea token</numerusform>
                <numerusform>, removing %n empty sea tokens</numerusform>
            </translation>
        </message>
        <message>
            <source>, taking the bonus in {good}</source>
            <comment>detail.bonus</comment>
            <translation>, taking the bonus in {good}</translation>
        </message>
        <message>
            <source>, selling {goods}</source>
            <comment>detail.sell</comment>
            <translation>, selling {goods}</translation>
        </message>
        <message>
            <source>{space}{detail}</source>
            <comment>tie.option</comment>
            <translation>{space}{detail}</translation>
        </message>
        <message>
            <source>A drawn whale goes onto {ship}</source>
            <comment>tie.fallback_ship</comment>
            <translation>A drawn whale goes onto {ship}</translation>
        </message>
        <message>
            <source>the {space}</source>
            <comment>tie.place</comment>
            <translation>the {space}</translation>
        </message>
        <message>
            <source> (tied with {others}; decided automatically)</source>
            <comment>tie.auto</comment>
            <translation> (tied with {others}; decided automatically)</translation>
        </message>
        <message>
            <source> (tied with {others}; your call)</source>
            <comment>tie.ask</comment>
            <translation> (tied with {others}; your call)</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course}, so he {action}.</source>
            <comment>captain.plain.rolled</comment>
            <translation>{captain} rolled a {die}: his course is now {course}, so he {action}.</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course} but {why}, so he turns to {used} and {action}.</source>
            <comment>captain.plain.rolled_changed</comment>
            <translation>{captain} rolled a {die}: his course is now {course} but {why}, so he turns to {used} and {action}.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}, so he {action}.</source>
            <comment>captain.plain.fixed</comment>
            <translation>{captain}'s course is {course}, so he {action}.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course} but {why}, so he turns to {used} and {action}.</source>
            <comment>captain.plain.fixed_changed</comment>
            <translation>{captain}'s course is {course} but {why}, so he turns to {used} and {action}.</translation>
        </message>
        <message>
            <source>In round {round} {captain} follows his fixed course, {course}, so he {action}.</source>
            <comment>captain.plain.round12</comment>
            <translation>In round {round} {captain} follows his fixed course, {course}, so he {action}.</translation>
        </message>
        <message>
            <source>In round {round} {captain}'s fixed course is {course} but {why}, so he turns to {used} and {action}.</source>
            <comment>captain.plain.round12_changed</comment>
            <translation>In round {round} {captain}'s fixed course is {course} but {why}, so he turns to {used} and {action}.</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</source>
            <comment>captain.plain.rolled_building</comment>
            <translation>{captain} rolled a {die}: his course is now {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</source>
            <comment>captain.plain.fixed_building</comment>
            <translation>{captain}'s course is {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</translation>
        </message>
        <message>
            <source>In round {round} {captain}'s fixed course is {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</source>
            <comment>captain.plain.round12_building</comment>
            <translation>In round {round} {captain}'s fixed course is {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</translation>
        </message>
        <message>
            <source>no space serves it</source>
            <comment>captain.why.none</comment>
            <translation>no space serves it</translation>
        </message>
        <message>
            <source>he is at his limit of {n} buildings</source>
            <comment>captain.why.limit</comment>
            <translation>he is at his limit of {n} buildings</translation>
        </message>
        <message>
            <source>nothing on that list is left to build</source>
            <comment>captain.why.list</comment>
            <translation>nothing on that list is left to build</translation>
        </message>
        <message>
            <source>he has no ship on the dock</source>
            <comment>captain.why.no_dock</comment>
            <translation>he has no ship on the dock</translation>
        </message>
        <message>
            <source>space {n} is full</source>
            <comment>captain.why.full</comment>
            <translation>space {n} is full</translation>
        </message>
        <message>
            <source>he has no ship left to prepare</source>
            <comment>captain.why.no_ship</comment>
            <translation>he has no ship left to prepare</translation>
        </message>
        <message>
            <source>he never prepares with a ship on the dock</source>
            <comment>captain.why.docked</comment>
            <translation>he never prepares with a ship on the dock</translation>
        </message>
        <message>
            <source>he never prepares with a ship at sea</source>
            <comment>captain.why.at_sea</comment>
            <translation>he never prepares with a ship at sea</translation>
        </message>
        <message>
            <source>both his ships are at sea</source>
            <comment>captain.why.both_at_sea</comment>
            <translation>both his ships are at sea</translation>
        </message>
        <message>
            <source>none is on the dock</source>
            <comment>captain.why.none_docked</comment>
            <translation>none is on the dock</translation>
        </message>
        <message>
            <source>{prepare}, and {launch}</source>
            <comment>captain.why.both</comment>
            <translation>{prepare}, and {launch}</translation>
        </message>
        <message>
            <source>no free space gives him money</source>
            <comment>captain.why.money</comment>
            <translation>no free space gives him money</translation>
        </message>
        <message>
            <source>his Orders find no space</source>
            <comment>captain.why.orders</comment>
            <translation>his Orders find no space</translation>
        </message>
        <message>
            <source>{why} and his Orders find no other space</source>
            <comment>captain.why.fallback</comment>
            <translation>{why} and his Orders find no other space</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course}, but {why}, so he draws a token from the bag instead.</source>
            <comment>captain.plain.fallback</comment>
            <translation>{captain} rolled a {die}: his course is now {course}, but {why}, so he draws a token from the bag instead.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}, but {why}, so he draws a token from the bag instead.</source>
            <comment>captain.plain.fallback_fixed</comment>
            <translation>{captain}'s course is {course}, but {why}, so he draws a token from the bag instead.</translation>
        </message>
        <message>
            <source>{captain} rolls the course die…</source>
            <comment>captain.caption.rolling</comment>
            <translation>{captain} rolls the course die…</translation>
        </message>
        <message>
            <source>{captain} rolls a {die}.</source>
            <comment>captain.caption.rolled</comment>
            <translation>{captain} rolls a {die}.</translation>
        </message>
        <message>
            <source>• If he rolls a {die} ({odds}): {sentence}</source>
            <comment>captain.outlook.roll</comment>
            <translation>• If he rolls a {die} ({odds}): {sentence}</translation>
        </message>
        <message>
            <source>• No roll (his course is set): {sentence}</source>
            <comment>captain.outlook.fixed</comment>
            <translation>• No roll (his course is set): {sentence}</translation>
        </message>
        <message>
            <source>• Round {round} (his fixed course): {sentence}</source>
            <comment>captain.outlook.last_round</comment>
            <translation>• Round {round} (his fixed course): {sentence}</translation>
        </message>
        <message>
            <source>builds the {building} at the {space}</source>
            <comment>captain.action.build</comment>
            <translation>builds the {building} at the {space}</translation>
        </message>
        <message>
            <source>takes the {space}, a goods space</source>
            <comment>captain.action.goods</comment>
            <translation>takes the {space}, a goods space</translation>
        </message>
        <message>
            <source>takes the {space}, a {good} space</source>
            <comment>captain.action.good</comment>
            <translation>takes the {space}, a {good} space</translation>
        </message>
        <message>
            <source>takes the {space}, a money space</source>
            <comment>captain.action.money</comment>
            <translation>takes the {space}, a money space</translation>
        </message>
        <message>
            <source>prepares a ship at the {space}</source>
            <comment>captain.action.prepare</comment>
            <translation>prepares a ship at the {space}</translation>
        </message>
        <message>
            <source>launches to space {n} from the {space}</source>
            <comment>captain.action.launch</comment>
            <translation>launches to space {n} from the {space}</translation>
        </message>
        <message>
            <source>prepares and launches to space {n} at the {space}</source>
            <comment>captain.action.dry_dock</comment>
            <translation>prepares and launches to space {n} at the {space}</translation>
        </message>
        <message>
            <source>moves a ship farther out with the {space}</source>
            <comment>captain.action.lighthouse</comment>
            <translation>moves a ship farther out with the {space}</translation>
        </message>
        <message>
            <source>uses the {space}</source>
            <comment>captain.action.use</comment>
            <translation>uses the {space}</translation>
        </message>
        <message>
            <source>brings his Right whales home at the {space}</source>
            <comment>captain.action.render_right</comment>
            <translation>brings his Right whales home at the {space}</translation>
        </message>
        <message>
            <source>{action} ({owner} gets {fee})</source>
            <comment>captain.action.owner_paid</comment>
            <translation>{action} ({owner} gets {fee})</translation>
        </message>
        <message>
            <source>Lumber</source>
            <comment>captain.said.lumber</comment>
            <translation>Lumber</translation>
        </message>
        <message>
            <source>Food</source>
            <comment>captain.said.food</comment>
            <translation>Food</translation>
        </message>
        <message>
            <source>Brick</source>
            <comment>captain.said.brick</comment>
            <translation>Brick</translation>
        </message>
        <message>
            <source>Money</source>
            <comment>captain.said.money</comment>
            <translation>Money</translation>
        </message>
        <message>
            <source>preparing a ship</source>
            <comment>captain.said.prepare</comment>
            <translation>preparing a ship</translation>
        </message>
        <message>
            <source>launching to space {n}</source>
            <comment>captain.said.launch</comment>
            <translation>launching to space {n}</translation>
        </message>
        <message>
            <source>preparing a ship or else launching to space {n}</source>
            <comment>captain.said.prepare_launch</comment>
            <translation>preparing a ship or else launching to space {n}</translation>
        </message>
        <message>
            <source>a white-list building</source>
            <comment>captain.said.build_white</comment>
            <translation>a white-list building</translation>
        </message>
        <message>
            <source>a black-list building</source>
            <comment>captain.said.build_black</comment>
            <translation>a black-list building</translation>
        </message>
        <message>
            <source>a victory building</source>
            <comment>captain.said.build_victory</comment>
            <translation>a victory building</translation>
        </message>
        <message>
            <source>Lumber</source>
            <comment>captain.course.lumber</comment>
            <translation>Lumber</translation>
        </message>
        <message>
            <source>Food</source>
            <comment>captain.course.food</comment>
            <translation>Food</translation>
        </message>
        <message>
            <source>Brick</source>
            <comment>captain.course.brick</comment>
            <translation>Brick</translation>
        </message>
        <message>
            <source>Money</source>
            <comment>captain.course.money</comment>
            <translation>Money</translation>
        </message>
        <message>
            <source>Prepare</source>
            <comment>captain.course.prepare</comment>
            <translation>Prepare</translation>
        </message>
        <message>
            <source>Prepare a ship, or else launch to {n}</source>
            <comment>captain.course.prepare_launch</comment>
            <translation>Prepare a ship, or else launch to {n}</translation>
        </message>
        <message>
            <source>Build (white list)</source>
            <comment>captain.course.build_white</comment>
            <translation>Build (white list)</translation>
        </message>
        <message>
            <source>Build (black list)</source>
            <comment>captain.course.build_black</comment>
            <translation>Build (black list)</translation>
        </message>
        <message>
            <source>Build (victory building)</source>
            <comment>captain.course.build_victory</comment>
            <translation>Build (victory building)</translation>
        </message>
        <message>
            <source>Launch to {n}</source>
            <comment>captain.helm.launch</comment>
            <translation>Launch to {n}</translation>
        </message>
        <message>
            <source>Prepare or launch {n}</source>
            <comment>captain.helm.prepare_launch</comment>
            <translation>Prepare or launch {n}</translation>
        </message>
        <message>
            <source>Build (white)</source>
            <comment>captain.helm.build_white</comment>
            <translation>Build (white)</translation>
        </message>
        <message>
            <source>Build (black)</source>
            <comment>captain.helm.build_black</comment>
            <translation>Build (black)</translation>
        </message>
        <message>
            <source>Victory</source>
            <comment>captain.helm.build_victory</comment>
            <translation>Victory</translation>
        </message>
        <message>
            <source>{odds} · {course}: can't, so {used} → {where}</source>
            <comment>captain.ahead.changed</comment>
            <translation>{odds} · {course}: can't, so {used} → {where}</translation>
        </message>
        <message>
            <source>{course}: can't, so {used} → {where}</source>
            <comment>captain.ahead.changed_fixed</comment>
            <translation>{course}: can't, so {used} → {where}</translation>
        </message>
        <message>
            <source>{odds} · can't, so {used} → {where}</source>
            <comment>captain.ahead.changed_tagged</comment>
            <translation>{odds} · can't, so {used} → {where}</translation>
        </message>
        <message>
            <source>White</source>
            <comment>captain.helm.white</comment>
            <translation>White</translation>
        </message>
        <message>
            <source>Black</source>
            <comment>captain.helm.black</comment>
            <translation>Black</translation>
        </message>
        <message>
            <source>Captain {name}</source>
            <comment>captain.title</comment>
            <translation>Captain {name}</translation>
        </message>
        <message>
            <source>Welcome to New Bedford, a whaling town! After {rounds} rounds the most points wins: each whale you bring home and pay for (Right whale {right_points}, Bowhead whale {bowhead_points}, Sperm whale {sperm_points}), 1 per building you own, and 1 per {per_point}. Press Next.</source>
            <comment>tutorial.goal</comment>
            <translation>Welcome to New Bedford, a whaling town! After {rounds} rounds the most points wins: each whale you bring home and pay for (Right whale {right_points}, Bowhead whale {bowhead_points}, Sperm whale {sperm_points}), 1 per building you own, and 1 per {per_point}. Press Next.</translation>
        </message>
        <message>
            <source>Everyone starts with {start_value} in goods and coins: lumber is worth {lumber_worth}, food {food_worth}, brick {brick_worth}. Take {take} (already set here): press the lit Take these. The brick will help pay for a building, the money for a purchase.</source>
            <comment>tutorial.start</comment>
            <translation>Everyone starts with {start_value} in goods and coins: lumber is worth {lumber_worth}, food {food_worth}, brick {brick_worth}. Take {take} (already set here): press the lit Take these. The brick will help pay for a building, the money for a purchase.</translation>
        </message>
        <message>
            <source>You play against {captain}, a Captain: an opponent who plays by fixed rules from the rulebook. Captains always place first, so his worker is already out, and never pay: no goods, no money, no lays. How he chooses comes later in the tutorial. Press Next.</source>
            <comment>tutorial.captain_first</comment>
            <translation>You play against {captain}, a Captain: an opponent who plays by fixed rules from the rulebook. Captains always place first, so his worker is already out, and never pay: no goods, no money, no lays. How he chooses comes later in the tutorial. Press Next.</translation>
        </message>
        <message>
            <source>Each round you place your {workers} workers, one at a time, and each does its space's action at once. Drag a worker to the lit Forest: +{forest}, and the first worker on an empty town space gets its bonus: {forest_bonus} more.</source>
            <comment>tutorial.forest</comment>
            <translation>Each round you place your {workers} workers, one at a time, and each does its space's action at once. Drag a worker to the lit Forest: +{forest}, and the first worker on an empty town space gets its bonus: {forest_bonus} more.</translation>
        </message>
        <message>
            <source>Once per placement, before the action, you may buy exactly {purchase_lumber} or {purchase_food} for {purchase_price}. Buy {purchase_lumber} now (the lit Buy button): a building and a ship will need them.</source>
            <comment>tutorial.purchase</comment>
            <translation>Once per placement, before the action, you may buy exactly {purchase_lumber} or {purchase_food} for {purchase_price}. Buy {purchase_lumber} now (the lit Buy button): a building and a ship will need them.</translation>
        </message>
        <message>
            <source>Now drag your second worker to the lit Farm: +{farm} (its bonus went to the first worker there this round). Food pays to launch ships. Then the round ends and a new one begins.</source>
            <comment>tutorial.farm</comment>
            <translation>Now drag your second worker to the lit Farm: +{farm} (its bonus went to the first worker there this round). Food pays to launch ships. Then the round ends and a new one begins.</translation>
        </message>
        <message>
            <source>The lit General Store turns goods into money: lumber {lumber_worth}, food {food_worth}, brick {brick_worth} each, and the first worker there gets {store_bonus} more. Drag a worker there and sell {sell}: you keep enough for a building and a ship, and money will pay for the whales you bring home.</source>
            <comment>tutorial.store</comment>
            <translation>The lit General Store turns goods into money: lumber {lumber_worth}, food {food_worth}, brick {brick_worth} each, and the first worker there gets {store_bonus} more. Drag a worker there and sell {sell}: you keep enough for a building and a ship, and money will pay for the whales you bring home.</translation>
        </message>
        <message>
            <source>Build at the lit Town Hall: pay a building's cost and own it — 1 point at the end, and its action is yours for free. The Town Hall's first worker pays less: build the Lumber Mill for {paid} instead of {cost}. Anyone else who uses it pays you {fee}. Buildings whose name is on gold are victory buildings: no action, but bonus points at the end.</source>
            <comment>tutorial.build</comment>
            <translation>Build at the lit Town Hall: pay a building's cost and own it — 1 point at the end, and its action is yours for free. The Town Hall's first worker pays less: build the Lumber Mill for {paid} instead of {cost}. Anyone else who uses it pays you {fee}. Buildings whose name is on gold are victory buildings: no action, but bonus points at the end.</translation>
        </message>
        <message>
            <source>A ship must be prepared before it sails: drag a worker to the lit Dockyard and pay {prepare} ({prepare_first} if you are the first worker there) to put your ship on the Dock, ready to launch.</source>
            <comment>tutorial.prepare</comment>
            <translation>A ship must be prepared before it sails: drag a worker to the lit Dockyard and pay {prepare} ({prepare_first} if you are the first worker there) to put your ship on the Dock, ready to launch.</translation>
        </message>
        <message>
            <source>Launch from the lit City Pier: the farther the space, the more food. Space {to} costs {to_food} ({launch_less} less for the first worker). Ships move 1 space home each round and whale on every round at sea in between: space {to} means {at_sea}. Launch your ship to space {to}.</source>
            <comment>tutorial.launch</comment>
            <translation>Launch from the lit City Pier: the farther the space, the more food. Space {to} costs {to_food} ({launch_less} less for the first worker). Ships move 1 space home each round and whale on every round at sea in between: space {to} means {at_sea}. Launch your ship to space {to}.</translation>
        </message>
        <message>
            <source>Whaling: the bag gives 1 token per ship at sea, plus 1. Ships pick one each, the farthest first. Empty sea tokens can never be taken. Click the most valuable whale under the Ocean bag: Sperm whale ({sperm_points}) before Bowhead whale ({bowhead_points}) before Right whale ({right_points}).</source>
            <comment>tutorial.pick</comment>
            <translation>Whaling: the bag gives 1 token per ship at sea, plus 1. Ships pick one each, the farthest first. Empty sea tokens can never be taken. Click the most valuable whale under the Ocean bag: Sperm whale ({sperm_points}) before Bowhead whale ({bowhead_points}) before Right whale ({right_points}).</translation>
        </message>
        <message>
            <source>Whaling again. Tokens nobody takes wait in the circles under the Ocean bag until the next whaling, then go back into the bag before its draw. Take the best whale on offer again: click the lit one.</source>
            <comment>tutorial.pick_again</comment>
            <translation>Whaling again. Tokens nobody takes wait in the circles under the Ocean bag until the next whaling, then go back into the bag before its draw. Take the best whale on offer again: click the lit one.</translation>
        </message>
        <message>
            <source>Your ship is at sea. Meanwhile gather for later: drag a worker to the lit Farm, for the food of your next launch.</source>
            <comment>tutorial.gather_food</comment>
            <translation>Your ship is at sea. Meanwhile gather for later: drag a worker to the lit Farm, for the food of your next launch.</translation>
        </message>
        <message>
            <source>Your second worker may go to the Farm too: any number of workers can use a town space in a round, yours included. Only the first there gets the bonus, so this one gathers {farm}, not {farm_first}.</source>
            <comment>tutorial.gather_food_again</comment>
            <translation>Your second worker may go to the Farm too: any number of workers can use a town space in a round, yours included. Only the first there gets the bonus, so this one gathers {farm}, not {farm_first}.</translation>
        </message>
        <message>
            <source>Take lumber at the Forest again: you will sell it for the money your whales will cost. (Your Lumber Mill pays {mill} a lumber, but you have only {lumber}: gather first, sell after.)</source>
            <comment>tutorial.gather_lumber</comment>
            <translation>Take lumber at the Forest again: you will sell it for the money your whales will cost. (Your Lumber Mill pays {mill} a lumber, but you have only {lumber}: gather first, sell after.)</translation>
        </message>
        <message>
            <source>Whales that come home cost their crew's lay to keep: Right whale {right}, Bowhead whale {bowhead}, Sperm whale {sperm}. Yours will cost {lays} and you have {money}: sell your lumber at the General Store. (Your Lumber Mill pays {mill} a lumber, but {captain} is on it: an action building takes one worker a round.)</source>
            <comment>tutorial.earn</comment>
            <translation>Whales that come home cost their crew's lay to keep: Right whale {right}, Bowhead whale {bowhead}, Sperm whale {sperm}. Yours will cost {lays} and you have {money}: sell your lumber at the General Store. (Your Lumber Mill pays {mill} a lumber, but {captain} is on it: an action building takes one worker a round.)</translation>
        </message>
        <message>
            <source>Your ship is home! Pay a whale's lay to keep it (it scores at the end), or sell it. Drag your most valuable whale to Pay.</source>
            <comment>tutorial.pay</comment>
            <translation>Your ship is home! Pay a whale's lay to keep it (it scores at the end), or sell it. Drag your most valuable whale to Pay.</translation>
        </message>
        <message>
            <source>Pay this one too: you have the money. A whale you cannot pay for must be sold for half its lay, and a Captain takes it free.</source>
            <comment>tutorial.pay_again</comment>
            <translation>Pay this one too: you have the money. A whale you cannot pay for must be sold for half its lay, and a Captain takes it free.</translation>
        </message>
        <message>
            <source>Sell the other whale: you get half its lay, not its points, and the others may buy it (a Captain free). Pay when you can.</source>
            <comment>tutorial.sell</comment>
            <translation>Sell the other whale: you get half its lay, not its points, and the others may buy it (a Captain free). Pay when you can.</translation>
        </message>
        <message>
            <source>A Captain's turn: he rolls the course die ({faces}) and moves his marker that many spaces round his Helm, the row on his board (lower left); the space it reaches is his course, and his Orders find a space that serves it. {captain}'s last turn: {sentence} Press Next.</source>
            <comment>tutorial.captain_turn</comment>
            <translation>A Captain's turn: he rolls the course die ({faces}) and moves his marker that many spaces round his Helm, the row on his board (lower left); the space it reaches is his course, and his Orders find a space that serves it. {captain}'s last turn: {sentence} Press Next.</translation>
        </message>
        <message>
            <source>{captain}'s board shows what he may do next: the Helm spaces his roll can reach carry their odds, and "His next move" says where each roll sends him. "White" and "Black" on his Helm are his two lists of buildings (hover them): he builds the first of the list still unbuilt in the "Building setup order" at the top of the log. Press Next.</source>
            <comment>tutorial.captain_next</comment>
            <translation>{captain}'s board shows what he may do next: the Helm spaces his roll can reach carry their odds, and "His next move" says where each roll sends him. "White" and "Black" on his Helm are his two lists of buildings (hover them): he builds the first of the list still unbuilt in the "Building setup order" at the top of the log. Press Next.</translation>
        </message>
        <message>
            <source>The end: after round {rounds} every ship at sea comes home, then points are counted — whales you kept, 1 per building plus the victory buildings' bonuses, and 1 per {per_point}. Goods score nothing. To win you must score more than {captain}: a tie goes to the Captain. The score table beside the board counts them as you play (Total). Press Next.</source>
            <comment>tutorial.scoring</comment>
            <translation>The end: after round {rounds} every ship at sea comes home, then points are counted — whales you kept, 1 per building plus the victory buildings' bonuses, and 1 per {per_point}. Goods score nothing. To win you must score more than {captain}: a tie goes to the Captain. The score table beside the board counts them as you play (Total). Press Next.</translation>
        </message>
        <message>
            <source>You know the basics now. The tutorial ends here, in a game you can win: play on against {captain}. Suggest a move (H) helps when you are unsure.</source>
            <comment>tutorial.end</comment>
            <translation>You know the basics now. The tutorial ends here, in a game you can win: play on against {captain}. Suggest a move (H) helps when you are unsure.</translation>
        </message>
        <message>
            <source>Make the lit move.</source>
            <comment>tutorial.other</comment>
            <translation>Make the lit move.</translation>
        </message>
        <message numerus="yes">
            <source>%n whaling rounds</source>
            <comment>tutorial_words.whaling_rounds</comment>
            <translation>
                <numerusform>%n whaling round</numerusform>
                <numerusform>%n whaling rounds</numerusform>
            </translation>
        </message>
        <message>
            <source>A ship launched to space 1 is home again in this same round, before any whaling: it comes home empty.</source>
            <comment>warning.launch_space_1</comment>
            <translation>A ship launched to space 1 is home again in this same round, before any whaling: it comes home empty.</translation>
        </message>
        <message numerus="yes">
            <source>Only %n whaling rounds are left: launching to space {useful} whales just as often as space {to} and costs less food.</source>
            <comment>warning.launch_past_game_end</comment>
            <translation>
                <numerusform>Only %n whaling round is left: launching to space {useful} whales just as often as space {to} and costs less food.</numerusform>
                <numerusform>Only %n whaling rounds are left: launching to space {useful} whales just as often as space {to} and costs less food.</numerusform>
            </translation>
        </message>
        <message>
            <source>Buying {amount} {good} for {price} before placing would let you {what} this turn instead.</source>
            <comment>warning.unused_purchase</comment>
            <translation>Buying {amount} {good} for {price} before placing would let you {what} this turn instead.</translation>
        </message>
        <message>
            <source>Your ship would whale until round {last} and come home in round {round}; each whale it brings must then be paid its lay ({low} to {high}) or sold for half, and you have {money} now.</source>
            <comment>warning.unpaid_lays</comment>
            <translation>Your ship would whale until round {last} and come home in round {round}; each whale it brings must then be paid its lay ({low} to {high}) or sold for half, and you have {money} now.</translation>
        </message>
        <message>
            <source>build the {building} at the {space}</source>
            <comment>warning.what.build</comment>
            <translation>build the {building} at the {space}</translation>
        </message>
        <message>
            <source>prepare a ship at the {space}</source>
            <comment>warning.what.prepare</comment>
            <translation>prepare a ship at the {space}</translation>
        </message>
        <message>
            <source>launch to space {n} from the {space}</source>
            <comment>warning.what.launch</comment>
            <translation>launch to space {n} from the {space}</translation>
        </message>
        <message>
            <source>If you sell the {whale}, {captain} buys it first, free: its points go to an opponent. Paying its {lay} lay keeps them for you.</source>
            <comment>warning.sell_to_captain</comment>
            <translation>If you sell the {whale}, {captain} buys it first, free: its points go to an opponent. Paying its {lay} lay keeps them for you.</translation>
        </message>
        <message>
            <source>{reason} {found}</source>
            <comment>warning.with_reason</comment>
            <translation>{reason} {found}</translation>
        </message>
        <message numerus="yes">
            <source>Over %n games played out from here, you finished on average {points} points worse off with this move than with a better one: {better}.</source>
            <comment>warning.search</comment>
            <translation>
                <numerusform>Over a game played out from here, you finished {points} points worse off with this move than with a better one: {better}.</numerusform>
                <numerusform>Over %n games played out from here, you finished on average {points} points worse off with this move than with a better one: {better}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over %n games played out from here, this move finished too close to the suggested move to tell them apart: {better}.</source>
            <comment>warning.search.close</comment>
            <translation>
                <numerusform>Over a game played out from here, this move finished too close to the suggested move to tell them apart: {better}.</numerusform>
                <numerusform>Over %n games played out from here, this move finished too close to the suggested move to tell them apart: {better}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over %n games played out from here, you finished on average {points} points worse off with this move ({split}) than with a better one: {better}.</source>
            <comment>warning.search.split</comment>
            <translation>
                <numerusform>Over a game played out from here, you finished {points} points worse off with this move ({split}) than with a better one: {better}.</numerusform>
                <numerusform>Over %n games played out from here, you finished on average {points} points worse off with this move ({split}) than with a better one: {better}.</numerusform>
            </translation>
        </message>
        <message>
            <source>you scored {own} points fewer and the others {others} more</source>
            <comment>warning.split.both</comment>
            <translation>you scored {own} points fewer and the others {others} more</translation>
        </message>
        <message>
            <source>you scored {own} points fewer</source>
            <comment>warning.split.own</comment>
            <translation>you scored {own} points fewer</translation>
        </message>
        <message>
            <source>the others scored {others} points more</source>
            <comment>warning.split.others</comment>
            <translation>the others scored {others} points more</translation>
        </message>
        <message>
            <source>you scored {own} points fewer, and the others {less} fewer</source>
            <comment>warning.split.own_less</comment>
            <translation>you scored {own} points fewer, and the others {less} fewer</translation>
        </message>
        <message>
            <source>you scored {more} points more, but the others {others} more</source>
            <comment>warning.split.more_others</comment>
            <translation>you scored {more} points more, but the others {others} more</translation>
        </message>
        <message>
            <source>This move looks like a mistake.</source>
            <comment>warning.lead</comment>
            <translation>This move looks like a mistake.</translation>
        </message>
        <message>
            <source>your small ship</source>
            <comment>suggest.ship.small</comment>
            <translation>your small ship</translation>
        </message>
        <message>
            <source>your large ship</source>
            <comment>suggest.ship.large</comment>
            <translation>your large ship</translation>
        </message>
        <message>
            <source>Buy {amount} for {price} before placing</source>
            <comment>suggest.buy_goods</comment>
            <translation>Buy {amount} for {price} before placing</translation>
        </message>
        <message>
            <source>Start with {goods}</source>
            <comment>suggest.start_goods</comment>
            <translation>Start with {goods}</translation>
        </message>
        <message numerus="yes">
            <source>Pay the {lay} lay of the {whale}: it scores %n points</source>
            <comment>suggest.pay</comment>
            <translation>
                <numerusform>Pay the {lay} lay of the {whale}: it scores %n point</numerusform>
                <numerusform>Pay the {lay} lay of the {whale}: it scores %n points</numerusform>
            </translation>
        </message>
        <message>
            <source>Sell the {whale} for {money}</source>
            <comment>suggest.sell</comment>
            <translation>Sell the {whale} for {money}</translation>
        </message>
        <message numerus="yes">
            <source>Buy the {whale} for {lay}: it scores %n points</source>
            <comment>suggest.buy_whale</comment>
            <translation>
                <numerusform>Buy the {whale} for {lay}: it scores %n point</numerusform>
                <numerusform>Buy the {whale} for {lay}: it scores %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take the {whale} aboard: %n points once home if you pay its {lay} lay then, or sell it for {money}</source>
            <comment>suggest.take</comment>
            <translation>
                <numerusform>Take the {whale} aboard: %n point once home if you pay its {lay} lay then, or sell it for {money}</numerusform>
                <numerusform>Take the {whale} aboard: %n points once home if you pay its {lay} lay then, or sell it for {money}</numerusform>
            </translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>suggest.pass</comment>
            <translation>Pass</translation>
        </message>
        <message>
            <source>Pass: {ship} takes no whale this round</source>
            <comment>suggest.pass.pick</comment>
            <translation>Pass: {ship} takes no whale this round</translation>
        </message>
        <message>
            <source>Pass: you buy none of the sold whales</source>
            <comment>suggest.pass.buy</comment>
            <translation>Pass: you buy none of the sold whales</translation>
        </message>
        <message>
            <source>{command}</source>
            <comment>suggest.command</comment>
            <translation>{command}</translation>
        </message>
        <message>
            <source>Place a worker on the {space}</source>
            <comment>suggest.place</comment>
            <translation>Place a worker on the {space}</translation>
        </message>
        <message>
            <source>At the {space}, repeat the {repeated} for {cost}</source>
            <comment>suggest.place.repeat</comment>
            <translation>At the {space}, repeat the {repeated} for {cost}</translation>
        </message>
        <message>
            <source>{total}, {fees} included</source>
            <comment>suggest.cost.fees</comment>
            <translation>{total}, {fees} included</translation>
        </message>
        <message>
            <source>the {money} fee for the {building}</source>
            <comment>suggest.cost.fee</comment>
            <translation>the {money} fee for the {building}</translation>
        </message>
        <message>
            <source>{move}; it costs {extra} more than at the {repeated}</source>
            <comment>suggest.fee.repeat</comment>
            <translation>{move}; it costs {extra} more than at the {repeated}</translation>
        </message>
        <message>
            <source>Place a worker on the {space} for a {fee} fee</source>
            <comment>suggest.place.fee</comment>
            <translation>Place a worker on the {space} for a {fee} fee</translation>
        </message>
        <message numerus="yes">
            <source>Launch {ship} from the {space} to space {to}: it gets %n whaling rounds</source>
            <comment>suggest.launch</comment>
            <translation>
                <numerusform>Launch {ship} from the {space} to space {to}: it gets %n whaling round</numerusform>
                <numerusform>Launch {ship} from the {space} to space {to}: it gets %n whaling rounds</numerusform>
            </translation>
        </message>
        <message>
            <source>Launch {ship} from the {space} to space {to}: it comes home before any whaling</source>
            <comment>suggest.launch.none</comment>
            <translation>Launch {ship} from the {space} to space {to}: it comes home before any whaling</translation>
        </message>
        <message>
            <source>Build the {building} at the {space}: 1 point and a new action space</source>
            <comment>suggest.build.action</comment>
            <translation>Build the {building} at the {space}: 1 point and a new action space</translation>
        </message>
        <message numerus="yes">
            <source>Build the {building} at the {space}: %n points at the end</source>
            <comment>suggest.build.points</comment>
            <translation>
                <numerusform>Build the {building} at the {space}: %n point at the end</numerusform>
                <numerusform>Build the {building} at the {space}: %n points at the end</numerusform>
            </translation>
        </message>
        <message>
            <source>Build the {building} at the {space}: 1 point, and at the end 1 more per {per} buildings you own</source>
            <comment>suggest.build.per_building</comment>
            <translation>Build the {building} at the {space}: 1 point, and at the end 1 more per {per} buildings you own</translation>
        </message>
        <message>
            <source>Build the {building} at the {space}: 1 point, and at the end 1 more per {per} Right whales you own</source>
            <comment>suggest.build.per_right</comment>
            <translation>Build the {building} at the {space}: 1 point, and at the end 1 more per {per} Right whales you own</translation>
        </message>
        <message>
            <source>Prepare {ship} at the {space}, ready to launch</source>
            <comment>suggest.prepare</comment>
            <translation>Prepare {ship} at the {space}, ready to launch</translation>
        </message>
        <message>
            <source>At the {space}, move {ship} one space farther out: one more whaling round</source>
            <comment>suggest.move_out</comment>
            <translation>At the {space}, move {ship} one space farther out: one more whaling round</translation>
        </message>
        <message>
            <source>At the {space}, move {ship} one space farther out: no more whaling rounds before the game ends, but it picks its whale ahead of the ships it passes</source>
            <comment>suggest.move_out.order</comment>
            <translation>At the {space}, move {ship} one space farther out: no more whaling rounds before the game ends, but it picks its whale ahead of the ships it passes</translation>
        </message>
        <message>
            <source>At the {space}, move {ship} one space farther out: no more whaling rounds before the game ends</source>
            <comment>suggest.move_out.none</comment>
            <translation>At the {space}, move {ship} one space farther out: no more whaling rounds before the game ends</translation>
        </message>
        <message>
            <source>{place}: bring home the Right whales on {ship} free</source>
            <comment>suggest.render_right</comment>
            <translation>{place}: bring home the Right whales on {ship} free</translation>
        </message>
        <message>
            <source>{place}: you place both workers again after everyone else</source>
            <comment>suggest.inn</comment>
            <translation>{place}: you place both workers again after everyone else</translation>
        </message>
        <message numerus="yes">
            <source>{place}: remove %n empty sea tokens from the game for {money}; better draws ahead</source>
            <comment>suggest.remove_sea</comment>
            <translation>
                <numerusform>{place}: remove %n empty sea token from the game for {money}; better draws ahead</numerusform>
                <numerusform>{place}: remove %n empty sea tokens from the game for {money}; better draws ahead</numerusform>
            </translation>
        </message>
        <message>
            <source>{place}: it pays you {money} at the end of every round</source>
            <comment>suggest.post_office</comment>
            <translation>{place}: it pays you {money} at the end of every round</translation>
        </message>
        <message>
            <source>{place}: sell {sold} for {gained}</source>
            <comment>suggest.sell_goods</comment>
            <translation>{place}: sell {sold} for {gained}</translation>
        </message>
        <message>
            <source>{place}: you gain {gained}</source>
            <comment>suggest.gain</comment>
            <translation>{place}: you gain {gained}</translation>
        </message>
        <message>
            <source>{place}: you gain {gained} (you pay {spent})</source>
            <comment>suggest.gain_pay</comment>
            <translation>{place}: you gain {gained} (you pay {spent})</translation>
        </message>
        <message>
            <source>{move}, after a {fee} fee to use the {building}</source>
            <comment>suggest.fee</comment>
            <translation>{move}, after a {fee} fee to use the {building}</translation>
        </message>
        <message>
            <source>{move}. {found}</source>
            <comment>suggest.hint</comment>
            <translation>{move}. {found}</translation>
        </message>
        <message>
            <source>{move}; {why}</source>
            <comment>suggest.move.why</comment>
            <translation>{move}; {why}</translation>
        </message>
        <message>
            <source>It did best when the rest of the game was played out from here.</source>
            <comment>suggest.found.best</comment>
            <translation>It did best when the rest of the game was played out from here.</translation>
        </message>
        <message numerus="yes">
            <source>A quick look only (the computer is busy): there was time to play out just %n games from here, too few to tell this move from the next best choice ({other}).</source>
            <comment>suggest.found.busy</comment>
            <translation>
                <numerusform>A quick look only (the computer is busy): there was time to play out just one game from here, too few to tell this move from the next best choice ({other}).</numerusform>
                <numerusform>A quick look only (the computer is busy): there was time to play out just %n games from here, too few to tell this move from the next best choice ({other}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A quick look only (the computer is busy): there was no time to play games out from here, so this is the move that looks best at first sight.</source>
            <comment>suggest.found.busy.none</comment>
            <translation>A quick look only (the computer is busy): there was no time to play games out from here, so this is the move that looks best at first sight.</translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you finished on average {points} points better off with this move than with the next best choice ({other}).</source>
            <comment>suggest.found.better</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, you finished {points} points better off with this move than with the next best choice ({other}).</numerusform>
                <numerusform>Playing the rest of the game out %n times, you finished on average {points} points better off with this move than with the next best choice ({other}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you finished on average {points} points better off with this move than with the next best choice ({other}), and won {wins}% of those games.</source>
            <comment>suggest.found.better.wins</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, you finished {points} points better off with this move than with the next best choice ({other}), and won it ({wins}%).</numerusform>
                <numerusform>Playing the rest of the game out %n times, you finished on average {points} points better off with this move than with the next best choice ({other}), and won {wins}% of those games.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you won {wins}% of those games with this move, against {theirs}% with the next best choice ({other}).</source>
            <comment>suggest.found.wins</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, you won it with this move ({wins}%) and not with the next best choice ({other}: {theirs}%).</numerusform>
                <numerusform>Playing the rest of the game out %n times, you won {wins}% of those games with this move, against {theirs}% with the next best choice ({other}).</numerusform>
            </translation>
        </message>
        <message>
            <source>You have {money}, enough for every lay on this ship ({lays}): whichever you pay first, paying them all ends the same.</source>
            <comment>suggest.found.order</comment>
            <translation>You have {money}, enough for every lay on this ship ({lays}): whichever you pay first, paying them all ends the same.</translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move did about as well as the next best choice ({other}): either is fine.</source>
            <comment>suggest.found.even</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, this move did about as well as the next best choice ({other}): either is fine.</numerusform>
                <numerusform>Playing the rest of the game out %n times, this move did about as well as the next best choice ({other}): either is fine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you scored on average {points} points more with this move than with the next best choice ({other}), but the others scored more too, so you did not pull ahead of them.</source>
            <comment>suggest.found.score</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, you scored {points} points more with this move than with the next best choice ({other}), but the others scored more too, so you did not pull ahead of them.</numerusform>
                <numerusform>Playing the rest of the game out %n times, you scored on average {points} points more with this move than with the next best choice ({other}), but the others scored more too, so you did not pull ahead of them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move and the next best choice ({other}) came out too close to call: luck alone could make a difference that size.</source>
            <comment>suggest.found.close</comment>
            <translation>
                <numerusform>Playing the rest of the game out once cannot tell this move from the next best choice ({other}): too close to call.</numerusform>
                <numerusform>Playing the rest of the game out %n times, this move and the next best choice ({other}) came out too close to call: luck alone could make a difference that size.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move did about as well as buying first ({other}) as far as those games can tell, so there is no need to spend the money.</source>
            <comment>suggest.found.simpler</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, this move did about as well as buying first ({other}), so there is no need to spend the money.</numerusform>
                <numerusform>Playing the rest of the game out %n times, this move did about as well as buying first ({other}) as far as those games can tell, so there is no need to spend the money.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move did about as well as selling it ({other}) as far as those games can tell; sold, {sold}.</source>
            <comment>suggest.found.keep</comment>
            <translation>
                <numerusform>Playing the rest of the game out once, this move did about as well as selling it ({other}); sold, {sold}.</numerusform>
                <numerusform>Playing the rest of the game out %n times, this move did about as well as selling it ({other}) as far as those games can tell; sold, {sold}.</numerusform>
            </translation>
        </message>
        <message>
            <source>It did best when the next {rounds} rounds were played out from here and the rest of the game estimated.</source>
            <comment>suggest.found.best.ahead</comment>
            <translation>It did best when the next {rounds} rounds were played out from here and the rest of the game estimated.</translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out on average {points} points better off with this move than with the next best choice ({other}).</source>
            <comment>suggest.found.better.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, you came out {points} points better off with this move than with the next best choice ({other}).</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out on average {points} points better off with this move than with the next best choice ({other}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out on average {points} points better off with this move than with the next best choice ({other}), and ahead in {wins}% of those games.</source>
            <comment>suggest.found.better.wins.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, you came out {points} points better off with this move than with the next best choice ({other}), and ahead ({wins}%).</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out on average {points} points better off with this move than with the next best choice ({other}), and ahead in {wins}% of those games.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out ahead in {wins}% of those games with this move, against {theirs}% with the next best choice ({other}).</source>
            <comment>suggest.found.wins.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, you came out ahead with this move ({wins}%) and not with the next best choice ({other}: {theirs}%).</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out ahead in {wins}% of those games with this move, against {theirs}% with the next best choice ({other}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as the next best choice ({other}): either is fine.</source>
            <comment>suggest.found.even.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, this move did about as well as the next best choice ({other}): either is fine.</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as the next best choice ({other}): either is fine.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move and the next best choice ({other}) came out too close to call: luck alone could make a difference that size.</source>
            <comment>suggest.found.close.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game cannot tell this move from the next best choice ({other}): too close to call.</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move and the next best choice ({other}) came out too close to call: luck alone could make a difference that size.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as selling it ({other}) as far as those games can tell; sold, {sold}.</source>
            <comment>suggest.found.keep.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, this move did about as well as selling it ({other}); sold, {sold}.</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as selling it ({other}) as far as those games can tell; sold, {sold}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as buying first ({other}) as far as those games can tell, so there is no need to spend the money.</source>
            <comment>suggest.found.simpler.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, this move did about as well as buying first ({other}), so there is no need to spend the money.</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as buying first ({other}) as far as those games can tell, so there is no need to spend the money.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you had on average {points} points more with this move than with the next best choice ({other}), but the others had more too, so you did not pull ahead of them.</source>
            <comment>suggest.found.score.ahead</comment>
            <translation>
                <numerusform>Playing the next {rounds} rounds out once and estimating the rest of the game, you had {points} points more with this move than with the next best choice ({other}), but the others had more too, so you did not pull ahead of them.</numerusform>
                <numerusform>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you had on average {points} points more with this move than with the next best choice ({other}), but the others had more too, so you did not pull ahead of them.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you have the food, and it can bring home up to %n whales by round {round}</source>
            <comment>suggest.why.launch</comment>
            <translation>
                <numerusform>you have the food, and it can bring home a whale by round {round}</numerusform>
                <numerusform>you have the food, and it can bring home up to %n whales by round {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you have the food, and it can bring home up to %n whales before the game ends</source>
            <comment>suggest.why.launch.end</comment>
            <translation>
                <numerusform>you have the food, and it can bring home a whale before the game ends</numerusform>
                <numerusform>you have the food, and it can bring home up to %n whales before the game ends</numerusform>
            </translation>
        </message>
        <message>
            <source>you have the {cost} it costs, and others pay you {fee} each time they use the {building}</source>
            <comment>suggest.why.build.action</comment>
            <translation>you have the {cost} it costs, and others pay you {fee} each time they use the {building}</translation>
        </message>
        <message>
            <source>you have the {cost} it costs</source>
            <comment>suggest.why.build.points</comment>
            <translation>you have the {cost} it costs</translation>
        </message>
        <message>
            <source>with the discount it costs you {cost} instead of {printed}, which you have, and others pay you {fee} each time they use the {building}</source>
            <comment>suggest.why.build.action.discount</comment>
            <translation>with the discount it costs you {cost} instead of {printed}, which you have, and others pay you {fee} each time they use the {building}</translation>
        </message>
        <message>
            <source>with the discount it costs you {cost} instead of {printed}, which you have</source>
            <comment>suggest.why.build.points.discount</comment>
            <translation>with the discount it costs you {cost} instead of {printed}, which you have</translation>
        </message>
        <message>
            <source>with your {food} it can then sail as far as space {to}</source>
            <comment>suggest.why.prepare</comment>
            <translation>with your {food} it can then sail as far as space {to}</translation>
        </message>
        <message>
            <source>you cannot pay its {lay} lay</source>
            <comment>suggest.why.sell</comment>
            <translation>you cannot pay its {lay} lay</translation>
        </message>
        <message>
            <source>paying it would leave you {left}, less than the {need} in lays of the more valuable whales still to come home</source>
            <comment>suggest.why.sell.more</comment>
            <translation>paying it would leave you {left}, less than the {need} in lays of the more valuable whales still to come home</translation>
        </message>
        <message>
            <source>your {money} does not cover the {lays} in lays of all your whales still to come home, so some of them will be sold</source>
            <comment>suggest.why.pay.short</comment>
            <translation>your {money} does not cover the {lays} in lays of all your whales still to come home, so some of them will be sold</translation>
        </message>
        <message>
            <source>you have {money}, less than the {whale}'s {lay} lay, and a whale you cannot pay for when your ship comes home must be sold: {sold}</source>
            <comment>suggest.why.pass.lay</comment>
            <translation>you have {money}, less than the {whale}'s {lay} lay, and a whale you cannot pay for when your ship comes home must be sold: {sold}</translation>
        </message>
        <message>
            <source>the whales aboard already need {aboard} in lays, the {whale} {lay} more, and you have {money}; a whale you cannot pay for when your ship comes home must be sold: {sold}</source>
            <comment>suggest.why.pass.aboard</comment>
            <translation>the whales aboard already need {aboard} in lays, the {whale} {lay} more, and you have {money}; a whale you cannot pay for when your ship comes home must be sold: {sold}</translation>
        </message>
        <message>
            <source>a Captain takes it free</source>
            <comment>suggest.why.pass.captain</comment>
            <translation>a Captain takes it free</translation>
        </message>
        <message>
            <source>the others may buy it for its lay</source>
            <comment>suggest.why.pass.others</comment>
            <translation>the others may buy it for its lay</translation>
        </message>
        <message>
            <source>the {other} costs {other_lay} to keep, and you have {money}</source>
            <comment>suggest.why.take.cheaper</comment>
            <translation>the {other} costs {other_lay} to keep, and you have {money}</translation>
        </message>
        <message numerus="yes">
            <source>the game ends after this sale and each {per} you have scores 1 point: paying {lay} for the {whale} leaves you {left}, %n points less for your money, as much as the whale scores</source>
            <comment>suggest.why.pass.money</comment>
            <translation>
                <numerusform>the game ends after this sale and each {per} you have scores 1 point: paying {lay} for the {whale} leaves you {left}, %n point less for your money, as much as the whale scores</numerusform>
                <numerusform>the game ends after this sale and each {per} you have scores 1 point: paying {lay} for the {whale} leaves you {left}, %n points less for your money, as much as the whale scores</numerusform>
            </translation>
        </message>
        <message>
            <source>with it you can {what} next</source>
            <comment>suggest.why.enables</comment>
            <translation>with it you can {what} next</translation>
        </message>
        <message>
            <source>your ship comes home this round with {lays} in lays to pay, and you have {money}</source>
            <comment>suggest.why.lays_due</comment>
            <translation>your ship comes home this round with {lays} in lays to pay, and you have {money}</translation>
        </message>
        <message>
            <source>your {n} ships come home this round with {lays} in lays to pay, and you have {money}</source>
            <comment>suggest.why.lays_due.ships</comment>
            <translation>your {n} ships come home this round with {lays} in lays to pay, and you have {money}</translation>
        </message>
        <message>
            <source>{move}: it is the only legal move now.</source>
            <comment>suggest.reason.forced</comment>
            <translation>{move}: it is the only legal move now.</translation>
        </message>
        <message>
            <source>The game is over: there is nothing to suggest.</source>
            <comment>suggest.error.over</comment>
            <translation>The game is over: there is nothing to suggest.</translation>
        </message>
        <message>
            <source>A Captain is to act, not a player.</source>
            <comment>suggest.error.captain</comment>
            <translation>A Captain is to act, not a player.</translation>
        </message>
        <message>
            <source>No legal command.</source>
            <comment>suggest.error.none</comment>
            <translation>No legal command.</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money · the supply paid you {paid} when he used yours</source>
            <comment>ledger.captain</comment>
            <translation>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money · the supply paid you {paid} when he used yours</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money</source>
            <comment>ledger.captain.unpaid</comment>
            <translation>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money · the supply paid the players {paid} when he used their buildings</source>
            <comment>ledger.captain.players</comment>
            <translation>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money · the supply paid the players {paid} when he used their buildings</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money</source>
            <comment>ledger.captain.players.unpaid</comment>
            <translation>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money</translation>
        </message>
        <message>
            <source>Money (1 per {money})</source>
            <comment>sheet.money_row</comment>
            <translation>Money (1 per {money})</translation>
        </message>
        <message>
            <source>{points} from whales</source>
            <comment>ledger.whales</comment>
            <translation>{points} from whales</translation>
        </message>
        <message>
            <source>{points} from whales ({sold} from whales you sold him)</source>
            <comment>ledger.whales.sold</comment>
            <translation>{points} from whales ({sold} from whales you sold him)</translation>
        </message>
        <message>
            <source>{points} from whales ({sold} from whales the players sold him)</source>
            <comment>ledger.whales.sold.players</comment>
            <translation>{points} from whales ({sold} from whales the players sold him)</translation>
        </message>
        <message>
            <source>the file does not exist</source>
            <comment>file.missing</comment>
            <translation>the file does not exist</translation>
        </message>
        <message>
            <source>cannot read it ({reason})</source>
            <comment>file.unreadable</comment>
            <translation>cannot read it ({reason})</translation>
        </message>
        <message>
            <source>it is {kind}, not a file</source>
            <comment>file.not_a_file</comment>
            <translation>it is {kind}, not a file</translation>
        </message>
        <message>
            <source>it is not a plain file</source>
            <comment>file.not_regular</comment>
            <translation>it is not a plain file</translation>
        </message>
        <message>
            <source>it is too large ({size}; at most {limit})</source>
            <comment>file.too_large</comment>
            <translation>it is too large ({size}; at most {limit})</translation>
        </message>
        <message>
            <source>it is too large (over {limit})</source>
            <comment>file.too_large_over</comment>
            <translation>it is too large (over {limit})</translation>
        </message>
        <message numerus="yes">
            <source>%n bytes</source>
            <comment>size.bytes</comment>
            <translation>
                <numerusform>%n byte</numerusform>
                <numerusform>%n bytes</numerusform>
            </translation>
        </message>
        <message>
            <source>{n} {unit}</source>
            <comment>size.units</comment>
            <translation>{n} {unit}</translation>
        </message>
        <message>
            <source>a folder</source>
            <comment>file.kind.folder</comment>
            <translation>a folder</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <comment>file.kind.pipe</comment>
            <translation>a named pipe</translation>
        </message>
        <message>
            <source>a device</source>
            <comment>file.kind.device</comment>
            <translation>a device</translation>
        </message>
        <message>
            <source>a socket</source>
            <comment>file.kind.socket</comment>
            <translation>a socket</translation>
        </message>
        <message>
            <source>not a plain file</source>
            <comment>file.kind.other</comment>
            <translation>not a plain file</translation>
        </message>
        <message>
            <source>The tutorial cannot start: its file {file}, which came with nbgui, cannot be used ({problem}).</source>
            <comment>tutorial_file.cannot_use</comment>
            <translation>The tutorial cannot start: its file {file}, which came with nbgui, cannot be used ({problem}).</translation>
        </message>
        <message>
            <source>The game on the table goes on without the tutorial; reinstalling nbgui restores the file.</source>
            <comment>tutorial_file.table_goes_on</comment>
            <translation>The game on the table goes on without the tutorial; reinstalling nbgui restores the file.</translation>
        </message>
        <message>
            <source>The game chosen in the New game dialog starts instead, without the tutorial; reinstalling nbgui restores the file.</source>
            <comment>tutorial_file.start_without</comment>
            <translation>The game chosen in the New game dialog starts instead, without the tutorial; reinstalling nbgui restores the file.</translation>
        </message>
        <message>
            <source>it is not text</source>
            <comment>tutorial_file.not_utf8</comment>
            <translation>it is not text</translation>
        </message>
        <message>
            <source>it is damaged or cut short</source>
            <comment>tutorial_file.bad_json</comment>
            <translation>it is damaged or cut short</translation>
        </message>
        <message>
            <source>it holds other data, not the tutorial's steps</source>
            <comment>tutorial_file.not_object</comment>
            <translation>it holds other data, not the tutorial's steps</translation>
        </message>
        <message>
            <source>its game's seed is not a whole number</source>
            <comment>tutorial_file.bad_seed</comment>
            <translation>its game's seed is not a whole number</translation>
        </message>
        <message>
            <source>it has no steps</source>
            <comment>tutorial_file.no_steps</comment>
            <translation>it has no steps</translation>
        </message>
        <message>
            <source>it names a Captain this version does not know</source>
            <comment>tutorial_file.bad_captains</comment>
            <translation>it names a Captain this version does not know</translation>
        </message>
        <message>
            <source>the learner's name in it cannot be read</source>
            <comment>tutorial_file.bad_player</comment>
            <translation>the learner's name in it cannot be read</translation>
        </message>
        <message>
            <source>step {n} cannot be read</source>
            <comment>tutorial_file.step_not_object</comment>
            <translation>step {n} cannot be read</translation>
        </message>
        <message>
            <source>step {n} is incomplete</source>
            <comment>tutorial_file.step_missing</comment>
            <translation>step {n} is incomplete</translation>
        </message>
        <message>
            <source>step {n} is of a kind this version does not know</source>
            <comment>tutorial_file.unknown_kind</comment>
            <translation>step {n} is of a kind this version does not know</translation>
        </message>
        <message>
            <source>the move of step {n} cannot be read</source>
            <comment>tutorial_file.bad_command</comment>
            <translation>the move of step {n} cannot be read</translation>
        </message>
        <message>
            <source>step {n} does not say which move the learner makes</source>
            <comment>tutorial_file.move_needs</comment>
            <translation>step {n} does not say which move the learner makes</translation>
        </message>
        <message>
            <source>step {n} does not accept its own move</source>
            <comment>tutorial_file.not_accepted</comment>
            <translation>step {n} does not accept its own move</translation>
        </message>
        <message>
            <source>its last step is missing</source>
            <comment>tutorial_file.last_not_end</comment>
            <translation>its last step is missing</translation>
        </message>
        <message>
            <source>Cannot open {file}: {problem}</source>
            <comment>save.cannot_open</comment>
            <translation>Cannot open {file}: {problem}</translation>
        </message>
        <message>
            <source>Could not save {file}: {reason}</source>
            <comment>save.cannot_write</comment>
            <translation>Could not save {file}: {reason}</translation>
        </message>
        <message>
            <source>Could not file the finished game: {reason}</source>
            <comment>save.cannot_file_finished</comment>
            <translation>Could not file the finished game: {reason}</translation>
        </message>
        <message>
            <source>Could not set the previous game aside before autosaving: {reason}</source>
            <comment>save.cannot_set_aside</comment>
            <translation>Could not set the previous game aside before autosaving: {reason}</translation>
        </message>
        <message>
            <source>the file is too large to be a save ({size}; at most {limit})</source>
            <comment>save.too_large</comment>
            <translation>the file is too large to be a save ({size}; at most {limit})</translation>
        </message>
        <message>
            <source>the file is too large to be a save ({size})</source>
            <comment>save.too_large_size</comment>
            <translation>the file is too large to be a save ({size})</translation>
        </message>
        <message>
            <source>the file is too large to be a save (over {limit})</source>
            <comment>save.too_large_over</comment>
            <translation>the file is too large to be a save (over {limit})</translation>
        </message>
        <message>
            <source>the file is not a saved game (it is not text)</source>
            <comment>save.not_utf8</comment>
            <translation>the file is not a saved game (it is not text)</translation>
        </message>
        <message>
            <source>the file is not a saved game (it holds other data, not a game)</source>
            <comment>save.too_deep</comment>
            <translation>the file is not a saved game (it holds other data, not a game)</translation>
        </message>
        <message>
            <source>the file is not a saved game (it holds other data, not a game)</source>
            <comment>save.no_envelope</comment>
            <translation>the file is not a saved game (it holds other data, not a game)</translation>
        </message>
        <message>
            <source>the file is damaged or cut short, or it is not a saved game</source>
            <comment>save.bad_json</comment>
            <translation>the file is damaged or cut short, or it is not a saved game</translation>
        </message>
        <message>
            <source>the save is damaged (it holds a number far too long)</source>
            <comment>save.damaged_value</comment>
            <translation>the save is damaged (it holds a number far too long)</translation>
        </message>
        <message>
            <source>the save is damaged or was changed outside nbgui (a value in it is not one nbgui writes)</source>
            <comment>save.damaged_field</comment>
            <translation>the save is damaged or was changed outside nbgui (a value in it is not one nbgui writes)</translation>
        </message>
        <message>
            <source>the save is damaged (its list of moves cannot be read)</source>
            <comment>save.damaged_commands</comment>
            <translation>the save is damaged (its list of moves cannot be read)</translation>
        </message>
        <message>
            <source>the save is damaged: move {n} ({command}) cannot be read</source>
            <comment>save.damaged_command</comment>
            <translation>the save is damaged: move {n} ({command}) cannot be read</translation>
        </message>
        <message>
            <source>the save is damaged or was changed outside nbgui ({reason})</source>
            <comment>save.does_not_replay</comment>
            <translation>the save is damaged or was changed outside nbgui ({reason})</translation>
        </message>
        <message>
            <source>it was made with other rules, and under the current ones {reason}</source>
            <comment>save.rules_do_not_replay</comment>
            <translation>it was made with other rules, and under the current ones {reason}</translation>
        </message>
        <message>
            <source>with the current rules, {problem}</source>
            <comment>save.with_current_rules</comment>
            <translation>with the current rules, {problem}</translation>
        </message>
        <message>
            <source>the save is damaged or was changed outside nbgui: its moves do not lead to the game it records</source>
            <comment>save.hash_mismatch</comment>
            <translation>the save is damaged or was changed outside nbgui: its moves do not lead to the game it records</translation>
        </message>
        <message>
            <source>its moves do not lead to the game it records: it was made with different rules</source>
            <comment>save.hash_mismatch_rules</comment>
            <translation>its moves do not lead to the game it records: it was made with different rules</translation>
        </message>
        <message>
            <source>it was made by a newer nbgui (format {version}); this version reads up to format {supported}. Update nbgui to open it.</source>
            <comment>save.newer</comment>
            <translation>it was made by a newer nbgui (format {version}); this version reads up to format {supported}. Update nbgui to open it.</translation>
        </message>
        <message>
            <source>the save was made by a newer nbgui (format {version}); this version reads up to format {supported}. Update nbgui to open it.</source>
            <comment>save.newer_envelope</comment>
            <translation>the save was made by a newer nbgui (format {version}); this version reads up to format {supported}. Update nbgui to open it.</translation>
        </message>
        <message>
            <source>the save's format {version} is older than any this version can read</source>
            <comment>save.too_old</comment>
            <translation>the save's format {version} is older than any this version can read</translation>
        </message>
        <message>
            <source>the save's format {version} cannot be upgraded</source>
            <comment>save.no_upgrade</comment>
            <translation>the save's format {version} cannot be upgraded</translation>
        </message>
        <message>
            <source>the save, from an older nbgui (format {version}), is damaged: it cannot be brought up to date</source>
            <comment>save.upgrade_failed</comment>
            <translation>the save, from an older nbgui (format {version}), is damaged: it cannot be brought up to date</translation>
        </message>
        <message>
            <source>the game cannot be played here: {problem}</source>
            <comment>save.cannot_play_here</comment>
            <translation>the game cannot be played here: {problem}</translation>
        </message>
        <message>
            <source>This game cannot be played here: {problem}.</source>
            <comment>save.cannot_play_here_sentence</comment>
            <translation>This game cannot be played here: {problem}.</translation>
        </message>
        <message>
            <source>an unexpected error stopped it from loading (the details are in nbgui's log file)</source>
            <comment>save.unexpected</comment>
            <translation>an unexpected error stopped it from loading (the details are in nbgui's log file)</translation>
        </message>
        <message>
            <source>it cannot be read (the details are in nbgui's log file)</source>
            <comment>save.unreadable_header</comment>
            <translation>it cannot be read (the details are in nbgui's log file)</translation>
        </message>
        <message>
            <source>does not load</source>
            <comment>save.does_not_load</comment>
            <translation>does not load</translation>
        </message>
        <message>
            <source>it has a Captain this version does not know ({captain}; it knows {known})</source>
            <comment>save.unknown_captain</comment>
            <translation>it has a Captain this version does not know ({captain}; it knows {known})</translation>
        </message>
        <message>
            <source>in it {captain} has a Helm of {size} spaces, but his board here has {board}</source>
            <comment>save.helm_size</comment>
            <translation>in it {captain} has a Helm of {size} spaces, but his board here has {board}</translation>
        </message>
        <message>
            <source>This save ({file}) was made with different rules or Captain data ({what}); it can be replayed anyway with the current rules.</source>
            <comment>save.rules_mismatch</comment>
            <translation>This save ({file}) was made with different rules or Captain data ({what}); it can be replayed anyway with the current rules.</translation>
        </message>
        <message>
            <source>{game}
Saved on {when}</source>
            <comment>save.list.saved</comment>
            <translation>{game}
Saved on {when}</translation>
        </message>
        <message>
            <source>{game}
Set aside on {when}, when a new game started</source>
            <comment>save.list.set_aside</comment>
            <translation>{game}
Set aside on {when}, when a new game started</translation>
        </message>
        <message>
            <source>Choose a game to carry on: the games you saved, and the ones you left for a new game.</source>
            <comment>save.list.intro</comment>
            <translation>Choose a game to carry on: the games you saved, and the ones you left for a new game.</translation>
        </message>
        <message>
            <source>No saved or set-aside games yet. The game on the table is saved automatically after every move; a game you leave for a new one is set aside here, never deleted.</source>
            <comment>save.list.empty</comment>
            <translation>No saved or set-aside games yet. The game on the table is saved automatically after every move; a game you leave for a new one is set aside here, never deleted.</translation>
        </message>
        <message>
            <source>{menu} → {item}</source>
            <comment>menu.path</comment>
            <translation>{menu} → {item}</translation>
        </message>
        <message>
            <source>Your earlier game ({game}) was set aside, not deleted: {menu} brings it back.</source>
            <comment>save.set_aside_notice</comment>
            <translation>Your earlier game ({game}) was set aside, not deleted: {menu} brings it back.</translation>
        </message>
        <message>
            <source>If you start a new game instead, this one is set aside, not deleted: {menu} brings it back.</source>
            <comment>save.resume_or_set_aside</comment>
            <translation>If you start a new game instead, this one is set aside, not deleted: {menu} brings it back.</translation>
        </message>
        <message>
            <source>The table now has the whole screen. {key} or {menu} goes back to a window.</source>
            <comment>window.full_screen_notice</comment>
            <translation>The table now has the whole screen. {key} or {menu} goes back to a window.</translation>
        </message>
        <message>
            <source>{game} · seed {seed}</source>
            <comment>window.title</comment>
            <translation>{game} · seed {seed}</translation>
        </message>
        <message>
            <source>{who}</source>
            <comment>save.label</comment>
            <translation>{who}</translation>
        </message>
        <message>
            <source>{who} · round {round}</source>
            <comment>save.label.round</comment>
            <translation>{who} · round {round}</translation>
        </message>
        <message>
            <source>{who} · finished</source>
            <comment>save.label.finished</comment>
            <translation>{who} · finished</translation>
        </message>
        <message>
            <source>the rules data has changed since it was saved</source>
            <comment>digest.rules</comment>
            <translation>the rules data has changed since it was saved</translation>
        </message>
        <message>
            <source>it used other edited Captain boards ({saved}; now {now})</source>
            <comment>digest.other_boards</comment>
            <translation>it used other edited Captain boards ({saved}; now {now})</translation>
        </message>
        <message>
            <source>it used edited Captain boards ({saved}); the built-in boards are in use now</source>
            <comment>digest.edited_then</comment>
            <translation>it used edited Captain boards ({saved}); the built-in boards are in use now</translation>
        </message>
        <message>
            <source>it used the built-in Captain boards; edited boards ({now}) are in use now</source>
            <comment>digest.edited_now</comment>
            <translation>it used the built-in Captain boards; edited boards ({now}) are in use now</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <comment>digest.both</comment>
            <translation>{first}; {second}</translation>
        </message>
        <message>
            <source>the rules fingerprints differ</source>
            <comment>digest.differ</comment>
            <translation>the rules fingerprints differ</translation>
        </message>
        <message>
            <source>The game on the table is unchanged, and the file is left as it was at {path}. Open another save, or play on.</source>
            <comment>save.open_kept</comment>
            <translation>The game on the table is unchanged, and the file is left as it was at {path}. Open another save, or play on.</translation>
        </message>
        <message>
            <source>The game on the table is unchanged, and the folder {path} is left as it was. Open a save file, not a folder, or play on.</source>
            <comment>save.open_kept.folder</comment>
            <translation>The game on the table is unchanged, and the folder {path} is left as it was. Open a save file, not a folder, or play on.</translation>
        </message>
        <message>
            <source>The file is left as it was at {path}. Start a new game, or open another save from the Game menu.</source>
            <comment>save.start_kept</comment>
            <translation>The file is left as it was at {path}. Start a new game, or open another save from the Game menu.</translation>
        </message>
        <message>
            <source>The game on the table is unchanged. nbgui looked for the save at {path}. Open another save, or play on.</source>
            <comment>save.open_kept.missing</comment>
            <translation>The game on the table is unchanged. nbgui looked for the save at {path}. Open another save, or play on.</translation>
        </message>
        <message>
            <source>nbgui looked for the save at {path}. Start a new game, or open a save from the Game menu.</source>
            <comment>save.start_kept.missing</comment>
            <translation>nbgui looked for the save at {path}. Start a new game, or open a save from the Game menu.</translation>
        </message>
        <message>
            <source>nbgui looked for the save at {path}. Choose another save, or a game from the list.</source>
            <comment>save.replay_kept.missing</comment>
            <translation>nbgui looked for the save at {path}. Choose another save, or a game from the list.</translation>
        </message>
        <message>
            <source>The folder {path} is left as it was. Start a new game, or open a save file from the Game menu.</source>
            <comment>save.start_kept.folder</comment>
            <translation>The folder {path} is left as it was. Start a new game, or open a save file from the Game menu.</translation>
        </message>
        <message>
            <source>Your autosave is left as it was at {path}; when a new game starts it is moved to {folder}, not deleted. Start a new game, or open another save from the Game menu.</source>
            <comment>save.resume_kept</comment>
            <translation>Your autosave is left as it was at {path}; when a new game starts it is moved to {folder}, not deleted. Start a new game, or open another save from the Game menu.</translation>
        </message>
        <message>
            <source>The game in progress could not be read: {why}. Nothing is deleted: setting it aside moves it to {folder}. Set it aside and start a new game?</source>
            <comment>save.resume_damaged</comment>
            <translation>The game in progress could not be read: {why}. Nothing is deleted: setting it aside moves it to {folder}. Set it aside and start a new game?</translation>
        </message>
        <message>
            <source>The file is left as it was at {path}. Choose another save, or a game from the list.</source>
            <comment>save.replay_kept</comment>
            <translation>The file is left as it was at {path}. Choose another save, or a game from the list.</translation>
        </message>
        <message>
            <source>The folder {path} is left as it was. Choose a save file, or a game from the list.</source>
            <comment>save.replay_kept.folder</comment>
            <translation>The folder {path} is left as it was. Choose a save file, or a game from the list.</translation>
        </message>
        <message>
            <source>The game on the table is kept. Try Save As with another folder or name.</source>
            <comment>save.write_kept</comment>
            <translation>The game on the table is kept. Try Save As with another folder or name.</translation>
        </message>
        <message>
            <source>Autosave failed: {why}. The game on the table is kept; Save As keeps a copy.</source>
            <comment>save.autosave_failed</comment>
            <translation>Autosave failed: {why}. The game on the table is kept; Save As keeps a copy.</translation>
        </message>
        <message>
            <source>{file} is damaged ({problem}); its backup copy from {when} was opened instead.</source>
            <comment>save.from_backup</comment>
            <translation>{file} is damaged ({problem}); its backup copy from {when} was opened instead.</translation>
        </message>
        <message>
            <source>{file} is missing; its backup copy from {when} was opened instead.</source>
            <comment>save.from_backup_missing</comment>
            <translation>{file} is missing; its backup copy from {when} was opened instead.</translation>
        </message>
        <message>
            <source>Replayed with the current rules, the game differs from the saved one.</source>
            <comment>save.replayed_differs</comment>
            <translation>Replayed with the current rules, the game differs from the saved one.</translation>
        </message>
        <message>
            <source>Replayed with the current rules, the game differs from the saved one ({parts}).</source>
            <comment>save.replayed_differs_in</comment>
            <translation>Replayed with the current rules, the game differs from the saved one ({parts}).</translation>
        </message>
        <message>
            <source>The save's summary of the game was damaged ({parts}); the moves are intact and were used.</source>
            <comment>save.summary_damaged</comment>
            <translation>The save's summary of the game was damaged ({parts}); the moves are intact and were used.</translation>
        </message>
        <message>
            <source>Replayed with the current rules: {what}.</source>
            <comment>save.replayed_current_rules</comment>
            <translation>Replayed with the current rules: {what}.</translation>
        </message>
        <message numerus="yes">
            <source>{when}  vs {opponents}  %n pts  {result}</source>
            <comment>history.record</comment>
            <translation>
                <numerusform>{when}  vs {opponents}  %n pt  {result}</numerusform>
                <numerusform>{when}  vs {opponents}  %n pts  {result}</numerusform>
            </translation>
        </message>
        <message>
            <source>{when}  vs {opponents}  {result}</source>
            <comment>history.record_no_score</comment>
            <translation>{when}  vs {opponents}  {result}</translation>
        </message>
        <message numerus="yes">
            <source>%n games played, {won} ({percent}%).</source>
            <comment>stats.headline</comment>
            <translation>
                <numerusform>%n game played, {won} ({percent}%).</numerusform>
                <numerusform>%n games played, {won} ({percent}%).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <comment>stats.won</comment>
            <translation>
                <numerusform>%n won</numerusform>
                <numerusform>%n won</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n games · dashed: mean of the last 5 · green: won</source>
            <comment>stats.trend_legend</comment>
            <translation>
                <numerusform>%n game · dashed: mean of the last 5 · green: won</numerusform>
                <numerusform>%n games · dashed: mean of the last 5 · green: won</numerusform>
            </translation>
        </message>
        <message>
            <source>players</source>
            <comment>history.record.players</comment>
            <translation>players</translation>
        </message>
        <message>
            <source>won</source>
            <comment>history.record.won</comment>
            <translation>won</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>history.record.lost</comment>
            <translation>lost</translation>
        </message>
        <message>
            <source>the database failed its integrity check</source>
            <comment>history.integrity_failed</comment>
            <translation>the database failed its integrity check</translation>
        </message>
        <message>
            <source>it is {size}, far too large for a play history</source>
            <comment>history.too_large</comment>
            <translation>it is {size}, far too large for a play history</translation>
        </message>
        <message>
            <source>it is a link, not a folder</source>
            <comment>history.link_not_folder</comment>
            <translation>it is a link, not a folder</translation>
        </message>
        <message>
            <source>it is a link to a place that does not exist</source>
            <comment>history.link_nowhere</comment>
            <translation>it is a link to a place that does not exist</translation>
        </message>
        <message>
            <source>it is {kind}, not a folder</source>
            <comment>history.not_a_folder</comment>
            <translation>it is {kind}, not a folder</translation>
        </message>
        <message>
            <source>a file</source>
            <comment>history.a_file</comment>
            <translation>a file</translation>
        </message>
        <message>
            <source>it holds more than {limit} entries, far too many for the games waiting for the play history</source>
            <comment>history.too_many_entries</comment>
            <translation>it holds more than {limit} entries, far too many for the games waiting for the play history</translation>
        </message>
        <message>
            <source>it is damaged: it is not the list of games nbgui writes</source>
            <comment>history.pending_damaged</comment>
            <translation>it is damaged: it is not the list of games nbgui writes</translation>
        </message>
        <message>
            <source>{name}, where finished games wait for the play history, could not be read ({error}); it was moved aside whole to {aside}.</source>
            <comment>history.side_moved_aside</comment>
            <translation>{name}, where finished games wait for the play history, could not be read ({error}); it was moved aside whole to {aside}.</translation>
        </message>
        <message numerus="yes">
            <source>The records of %n finished games waiting for the play history are damaged; they were kept aside in {folder}.</source>
            <comment>history.records_set_aside</comment>
            <translation>
                <numerusform>The record of %n finished game waiting for the play history is damaged; it was kept aside in {folder}.</numerusform>
                <numerusform>The records of %n finished games waiting for the play history are damaged; they were kept aside in {folder}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished saved games were added back to the play history.</source>
            <comment>history.saves_added_back</comment>
            <translation>
                <numerusform>%n finished saved game was added back to the play history.</numerusform>
                <numerusform>%n finished saved games were added back to the play history.</numerusform>
            </translation>
        </message>
        <message>
            <source>the database has a layout this version does not know ({version})</source>
            <comment>history.unknown_schema</comment>
            <translation>the database has a layout this version does not know ({version})</translation>
        </message>
        <message>
            <source>The play history is in use by another program; it will be read and written when it is free.</source>
            <comment>history.busy_open</comment>
            <translation>The play history is in use by another program; it will be read and written when it is free.</translation>
        </message>
        <message>
            <source>The play history cannot be written (read-only); it is shown, and new games wait in {pending} until it can be written.</source>
            <comment>history.read_only</comment>
            <translation>The play history cannot be written (read-only); it is shown, and new games wait in {pending} until it can be written.</translation>
        </message>
        <message>
            <source>The play history cannot be opened ({error}); new games wait in {pending}.</source>
            <comment>history.cannot_open</comment>
            <translation>The play history cannot be opened ({error}); new games wait in {pending}.</translation>
        </message>
        <message>
            <source>The play history is damaged and could not be rebuilt ({error}); new games wait in {pending}.</source>
            <comment>history.not_rebuilt</comment>
            <translation>The play history is damaged and could not be rebuilt ({error}); new games wait in {pending}.</translation>
        </message>
        <message>
            <source>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started.</source>
            <comment>history.moved_aside</comment>
            <translation>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started.</translation>
        </message>
        <message numerus="yes">
            <source>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started from %n finished saved games.</source>
            <comment>history.moved_aside_rebuilt</comment>
            <translation>
                <numerusform>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started from %n finished saved game.</numerusform>
                <numerusform>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started from %n finished saved games.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The play history had %n unreadable games; they were removed.</source>
            <comment>history.rows_removed</comment>
            <translation>
                <numerusform>The play history had %n unreadable game; it was removed.</numerusform>
                <numerusform>The play history had %n unreadable games; they were removed.</numerusform>
            </translation>
        </message>
        <message>
            <source>{removed} {rebuilt}</source>
            <comment>history.rows_rebuilt</comment>
            <translation>{removed} {rebuilt}</translation>
        </message>
        <message numerus="yes">
            <source>%n games were rebuilt from the finished saves.</source>
            <comment>history.games_rebuilt</comment>
            <translation>
                <numerusform>%n game was rebuilt from the finished saves.</numerusform>
                <numerusform>%n games were rebuilt from the finished saves.</numerusform>
            </translation>
        </message>
        <message>
            <source>The play history is in use by another program; try again in a moment.</source>
            <comment>history.busy</comment>
            <translation>The play history is in use by another program; try again in a moment.</translation>
        </message>
        <message>
            <source>The play history could not be read: {error}</source>
            <comment>history.not_read</comment>
            <translation>The play history could not be read: {error}</translation>
        </message>
        <message>
            <source>The play history cannot be written now; this game is kept and will be added later.</source>
            <comment>history.pending</comment>
            <translation>The play history cannot be written now; this game is kept and will be added later.</translation>
        </message>
        <message>
            <source>The play history cannot be written, nor can this game be kept to add later: {error}</source>
            <comment>history.not_kept</comment>
            <translation>The play history cannot be written, nor can this game be kept to add later: {error}</translation>
        </message>
        <message>
            <source>the play history cannot be written</source>
            <comment>history.cannot_write</comment>
            <translation>the play history cannot be written</translation>
        </message>
        <message>
            <source>the play history is in use by another program</source>
            <comment>history.in_use</comment>
            <translation>the play history is in use by another program</translation>
        </message>
        <message>
            <source>the game was not stored</source>
            <comment>history.not_stored</comment>
            <translation>the game was not stored</translation>
        </message>
        <message>
            <source>{letter} is not a letter used in game codes.</source>
            <comment>code.bad_letter</comment>
            <translation>{letter} is not a letter used in game codes.</translation>
        </message>
        <message>
            <source>The Captain {captain} has no game code letter.</source>
            <comment>code.no_letter</comment>
            <translation>The Captain {captain} has no game code letter.</translation>
        </message>
        <message>
            <source>This is not a valid game code.</source>
            <comment>code.invalid</comment>
            <translation>This is not a valid game code.</translation>
        </message>
        <message>
            <source>A game code needs at least one player seat (H).</source>
            <comment>code.needs_player</comment>
            <translation>A game code needs at least one player seat (H).</translation>
        </message>
        <message>
            <source>Several Captains play against one player only.</source>
            <comment>code.several_captains</comment>
            <translation>Several Captains play against one player only.</translation>
        </message>
        <message>
            <source>This game code does not describe a table nbgui can set up.</source>
            <comment>code.bad_table</comment>
            <translation>This game code does not describe a table nbgui can set up.</translation>
        </message>
        <message>
            <source>This is not a game code (it is too long).</source>
            <comment>code.too_long</comment>
            <translation>This is not a game code (it is too long).</translation>
        </message>
        <message>
            <source>A game code uses only the letters A-Z, digits and dashes, like {example}.</source>
            <comment>code.not_ascii</comment>
            <translation>A game code uses only the letters A-Z, digits and dashes, like {example}.</translation>
        </message>
        <message>
            <source>A game code has four parts separated by dashes, like {example}.</source>
            <comment>code.parts</comment>
            <translation>A game code has four parts separated by dashes, like {example}.</translation>
        </message>
        <message>
            <source>This game code is for another version ({version}); expected {expected}.</source>
            <comment>code.version</comment>
            <translation>This game code is for another version ({version}); expected {expected}.</translation>
        </message>
        <message>
            <source>The game code is too short.</source>
            <comment>code.too_short</comment>
            <translation>The game code is too short.</translation>
        </message>
        <message>
            <source>The game code has a typing mistake (its check characters do not match).</source>
            <comment>code.typo</comment>
            <translation>The game code has a typing mistake (its check characters do not match).</translation>
        </message>
        <message>
            <source>The seed in this game code is too large.</source>
            <comment>code.seed_too_large</comment>
            <translation>The seed in this game code is too large.</translation>
        </message>
        <message>
            <source>A game code's table has {low} to {high} seats.</source>
            <comment>code.seats</comment>
            <translation>A game code's table has {low} to {high} seats.</translation>
        </message>
        <message>
            <source>The variant part of the code must start with N or X.</source>
            <comment>code.variant_start</comment>
            <translation>The variant part of the code must start with N or X.</translation>
        </message>
        <message>
            <source>The variant part of the code is not valid.</source>
            <comment>code.variant</comment>
            <translation>The variant part of the code is not valid.</translation>
        </message>
        <message>
            <source>The code's first seat is not at the table.</source>
            <comment>code.first_seat</comment>
            <translation>The code's first seat is not at the table.</translation>
        </message>
        <message>
            <source>Each Captain can sit only once.</source>
            <comment>code.captain_twice</comment>
            <translation>Each Captain can sit only once.</translation>
        </message>
        <message>
            <source>{letter} is not a seat letter (S, T, F, A, H, or E, M, P for an AI player).</source>
            <comment>code.seat_letter</comment>
            <translation>{letter} is not a seat letter (S, T, F, A, H, or E, M, P for an AI player).</translation>
        </message>
        <message>
            <source>it is not text</source>
            <comment>settings.not_utf8</comment>
            <translation>it is not text</translation>
        </message>
        <message>
            <source>it is damaged or cut short</source>
            <comment>settings.bad_json</comment>
            <translation>it is damaged or cut short</translation>
        </message>
        <message>
            <source>it is damaged (the details are in nbgui's log file)</source>
            <comment>settings.unreadable</comment>
            <translation>it is damaged (the details are in nbgui's log file)</translation>
        </message>
        <message>
            <source>it holds other data, not settings</source>
            <comment>settings.not_object</comment>
            <translation>it holds other data, not settings</translation>
        </message>
        <message>
            <source>Your settings file {file} could not be read: {problem}. Your games are not affected; the default settings are used, and the Settings menu changes them.</source>
            <comment>settings.defaults</comment>
            <translation>Your settings file {file} could not be read: {problem}. Your games are not affected; the default settings are used, and the Settings menu changes them.</translation>
        </message>
        <message>
            <source>Your settings file {file} could not be read: {problem}. It was kept, as it was, at {aside}; your games are not affected. The default settings are used, and the Settings menu changes them.</source>
            <comment>settings.defaults_aside</comment>
            <translation>Your settings file {file} could not be read: {problem}. It was kept, as it was, at {aside}; your games are not affected. The default settings are used, and the Settings menu changes them.</translation>
        </message>
        <message>
            <source>Your settings cannot be saved: the folder {folder} cannot be written ({reason}). Changes you make last until nbgui closes; your games are not affected.</source>
            <comment>settings.not_writable</comment>
            <translation>Your settings cannot be saved: the folder {folder} cannot be written ({reason}). Changes you make last until nbgui closes; your games are not affected.</translation>
        </message>
        <message>
            <source>Your settings file {file} had a value nbgui cannot use for {key}: that setting is back to its default, and the others are kept.</source>
            <comment>settings.bad_value</comment>
            <translation>Your settings file {file} had a value nbgui cannot use for {key}: that setting is back to its default, and the others are kept.</translation>
        </message>
        <message>
            <source>the language</source>
            <comment>settings.key.language</comment>
            <translation>the language</translation>
        </message>
        <message>
            <source>the animation speed</source>
            <comment>settings.key.animation_speed</comment>
            <translation>the animation speed</translation>
        </message>
        <message>
            <source>the reduced-motion setting</source>
            <comment>settings.key.reduced_motion</comment>
            <translation>the reduced-motion setting</translation>
        </message>
        <message>
            <source>deciding Captain ties automatically</source>
            <comment>settings.key.auto_captain_ties</comment>
            <translation>deciding Captain ties automatically</translation>
        </message>
        <message>
            <source>the warnings about likely mistakes</source>
            <comment>settings.key.mistake_warnings</comment>
            <translation>the warnings about likely mistakes</translation>
        </message>
        <message>
            <source>the Captain details</source>
            <comment>settings.key.show_captain_reasoning</comment>
            <translation>the Captain details</translation>
        </message>
        <message>
            <source>the window's size and place</source>
            <comment>settings.key.window_geometry</comment>
            <translation>the window's size and place</translation>
        </message>
        <message>
            <source>the window's panels</source>
            <comment>settings.key.window_state</comment>
            <translation>the window's panels</translation>
        </message>
        <message>
            <source>the last game's seed</source>
            <comment>settings.key.last_seed</comment>
            <translation>the last game's seed</translation>
        </message>
        <message>
            <source>the last Captains chosen</source>
            <comment>settings.key.last_captains</comment>
            <translation>the last Captains chosen</translation>
        </message>
        <message>
            <source>the last choice of the expert variant</source>
            <comment>settings.key.last_expert</comment>
            <translation>the last choice of the expert variant</translation>
        </message>
        <message>
            <source>the last choice of Turner's Mill</source>
            <comment>settings.key.last_turners_mill</comment>
            <translation>the last choice of Turner's Mill</translation>
        </message>
        <message>
            <source>your name</source>
            <comment>settings.key.player_name</comment>
            <translation>your name</translation>
        </message>
        <message>
            <source>the recent files</source>
            <comment>settings.key.recent_files</comment>
            <translation>the recent files</translation>
        </message>
        <message>
            <source>{file}: cannot be read; the default settings are used</source>
            <comment>settings.cannot_read</comment>
            <translation>{file}: cannot be read; the default settings are used</translation>
        </message>
        <message>
            <source>{file} ignored: {problem}</source>
            <comment>settings.ignored</comment>
            <translation>{file} ignored: {problem}</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <comment>os.not_found</comment>
            <translation>no such file or folder</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>os.permission</comment>
            <translation>permission denied</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>os.disk_full</comment>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <comment>os.quota</comment>
            <translation>the disk quota is used up</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>os.read_only</comment>
            <translation>the disk is read-only</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <comment>os.is_folder</comment>
            <translation>it is a folder</translation>
        </message>
        <message>
            <source>a part of the path is not a folder</source>
            <comment>os.not_folder</comment>
            <translation>a part of the path is not a folder</translation>
        </message>
        <message>
            <source>it already exists</source>
            <comment>os.exists</comment>
            <translation>it already exists</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>os.name_too_long</comment>
            <translation>the name is too long</translation>
        </message>
        <message>
            <source>the disk could not be read or written (input/output error)</source>
            <comment>os.io</comment>
            <translation>the disk could not be read or written (input/output error)</translation>
        </message>
        <message>
            <source>it is in use by another program</source>
            <comment>os.busy</comment>
            <translation>it is in use by another program</translation>
        </message>
        <message>
            <source>too many files are open</source>
            <comment>os.too_many_open</comment>
            <translation>too many files are open</translation>
        </message>
        <message>
            <source>too many symbolic links</source>
            <comment>os.link_loop</comment>
            <translation>too many symbolic links</translation>
        </message>
        <message>
            <source>the name or path is not valid</source>
            <comment>os.invalid</comment>
            <translation>the name or path is not valid</translation>
        </message>
        <message>
            <source>the device is not available</source>
            <comment>os.no_device</comment>
            <translation>the device is not available</translation>
        </message>
        <message>
            <source>temporarily unavailable; try again</source>
            <comment>os.try_again</comment>
            <translation>temporarily unavailable; try again</translation>
        </message>
        <message>
            <source>not enough memory</source>
            <comment>os.no_memory</comment>
            <translation>not enough memory</translation>
        </message>
        <message>
            <source>it cannot be moved to another disk</source>
            <comment>os.cross_device</comment>
            <translation>it cannot be moved to another disk</translation>
        </message>
        <message>
            <source>the folder is not empty</source>
            <comment>os.not_empty</comment>
            <translation>the folder is not empty</translation>
        </message>
        <message>
            <source>the file is too large for the disk</source>
            <comment>os.too_large</comment>
            <translation>the file is too large for the disk</translation>
        </message>
        <message>
            <source>system error {code}</source>
            <comment>os.code</comment>
            <translation>system error {code}</translation>
        </message>
        <message>
            <source>system error</source>
            <comment>os.unknown</comment>
            <translation>system error</translation>
        </message>
        <message>
            <source>the database is in use by another program</source>
            <comment>sqlite.busy</comment>
            <translation>the database is in use by another program</translation>
        </message>
        <message>
            <source>the database cannot be written (read-only)</source>
            <comment>sqlite.read_only</comment>
            <translation>the database cannot be written (read-only)</translation>
        </message>
        <message>
            <source>the database file cannot be opened</source>
            <comment>sqlite.cannot_open</comment>
            <translation>the database file cannot be opened</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>sqlite.permission</comment>
            <translation>permission denied</translation>
        </message>
        <message>
            <source>the file is damaged or is not a database</source>
            <comment>sqlite.damaged</comment>
            <translation>the file is damaged or is not a database</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>sqlite.disk_full</comment>
            <translation>the disk is full</translation>
        </message>
        <message>
            <source>the disk could not be read or written (input/output error)</source>
            <comment>sqlite.io</comment>
            <translation>the disk could not be read or written (input/output error)</translation>
        </message>
        <message>
            <source>not enough memory</source>
            <comment>sqlite.no_memory</comment>
            <translation>not enough memory</translation>
        </message>
        <message>
            <source>the database does not hold the expected tables</source>
            <comment>sqlite.contents</comment>
            <translation>the database does not hold the expected tables</translation>
        </message>
        <message>
            <source>database error {code}</source>
            <comment>sqlite.code</comment>
            <translation>database error {code}</translation>
        </message>
        <message>
            <source>database error</source>
            <comment>sqlite.unknown</comment>
            <translation>database error</translation>
        </message>
        <message>
            <source>an unexpected error (the details are in nbgui's log file)</source>
            <comment>system.unexpected</comment>
            <translation>an unexpected error (the details are in nbgui's log file)</translation>
        </message>
        <message>
            <source>The words for {language} could not be loaded: the file {path} is missing or damaged. Until it is restored nbgui's sentences stay in English; reinstalling nbgui restores it.</source>
            <comment>system.no_catalogue</comment>
            <translation>The words for {language} could not be loaded: the file {path} is missing or damaged. Until it is restored nbgui's sentences stay in English; reinstalling nbgui restores it.</translation>
        </message>
        <message>
            <source>This file came with nbgui and is damaged, so nbgui cannot start. Your games and settings are not affected: reinstalling nbgui restores the file.</source>
            <comment>system.own_file_damaged</comment>
            <translation>This file came with nbgui and is damaged, so nbgui cannot start. Your games and settings are not affected: reinstalling nbgui restores the file.</translation>
        </message>
        <message>
            <source>nbgui met an unexpected problem and stopped what it was doing. Your game is kept as it was just before the problem. The technical details are in {path}: please attach that file to a bug report (or use Copy details).</source>
            <comment>crash.explain</comment>
            <translation>nbgui met an unexpected problem and stopped what it was doing. Your game is kept as it was just before the problem. The technical details are in {path}: please attach that file to a bug report (or use Copy details).</translation>
        </message>
        <message>
            <source>The app's folders cannot be created ({reason}); games and settings cannot be saved.</source>
            <comment>system.folders_unusable</comment>
            <translation>The app's folders cannot be created ({reason}); games and settings cannot be saved.</translation>
        </message>
        <message>
            <source>Could not write {file}: {reason}</source>
            <comment>system.cannot_export</comment>
            <translation>Could not write {file}: {reason}</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <comment>licence.unreadable</comment>
            <translation>{file}: {problem}</translation>
        </message>
        <message>
            <source>{file}: the file is not a licence list (not JSON text)</source>
            <comment>licence.not_json</comment>
            <translation>{file}: the file is not a licence list (not JSON text)</translation>
        </message>
        <message>
            <source>{file}: the licence list names no components</source>
            <comment>licence.no_components</comment>
            <translation>{file}: the licence list names no components</translation>
        </message>
        <message>
            <source>{file}: component {n} of the licence list is damaged</source>
            <comment>licence.not_object</comment>
            <translation>{file}: component {n} of the licence list is damaged</translation>
        </message>
        <message>
            <source>{file}: component {n} needs a name, a version and a licence</source>
            <comment>licence.incomplete</comment>
            <translation>{file}: component {n} needs a name, a version and a licence</translation>
        </message>
        <message>
            <source>{file}: {component} names no licence text</source>
            <comment>licence.no_text</comment>
            <translation>{file}: {component} names no licence text</translation>
        </message>
        <message>
            <source>{file}: {component}: its library list is damaged</source>
            <comment>licence.bad_libraries</comment>
            <translation>{file}: {component}: its library list is damaged</translation>
        </message>
        <message>
            <source>{file}: {component}: the licence text {text} is missing</source>
            <comment>licence.text_missing</comment>
            <translation>{file}: {component}: the licence text {text} is missing</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <comment>content.error</comment>
            <translation>{file}: {problem}</translation>
        </message>
        <message>
            <source>{file}: {field}: {problem}</source>
            <comment>content.error_field</comment>
            <translation>{file}: {field}: {problem}</translation>
        </message>
        <message>
            <source>is not a text file</source>
            <comment>content.not_utf8</comment>
            <translation>is not a text file</translation>
        </message>
        <message>
            <source>is damaged or cut short (nbgui's log file says where)</source>
            <comment>content.bad_json</comment>
            <translation>is damaged or cut short (nbgui's log file says where)</translation>
        </message>
        <message>
            <source>is damaged (it holds a number far too long)</source>
            <comment>content.not_json</comment>
            <translation>is damaged (it holds a number far too long)</translation>
        </message>
        <message>
            <source>holds other data, nested far too deeply</source>
            <comment>content.too_deep</comment>
            <translation>holds other data, nested far too deeply</translation>
        </message>
        <message>
            <source>is missing</source>
            <comment>content.missing</comment>
            <translation>is missing</translation>
        </message>
        <message>
            <source>is not a field this file may have</source>
            <comment>content.extra</comment>
            <translation>is not a field this file may have</translation>
        </message>
        <message>
            <source>must be a text</source>
            <comment>content.must_be_text</comment>
            <translation>must be a text</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <comment>content.must_be_whole</comment>
            <translation>must be a whole number</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <comment>content.must_be_bool</comment>
            <translation>must be true or false</translation>
        </message>
        <message>
            <source>must be a list</source>
            <comment>content.must_be_list</comment>
            <translation>must be a list</translation>
        </message>
        <message>
            <source>must be an object with named fields</source>
            <comment>content.must_be_object</comment>
            <translation>must be an object with named fields</translation>
        </message>
        <message>
            <source>must be less than or equal to {limit}</source>
            <comment>content.at_most</comment>
            <translation>must be less than or equal to {limit}</translation>
        </message>
        <message>
            <source>must be greater than or equal to {limit}</source>
            <comment>content.at_least</comment>
            <translation>must be greater than or equal to {limit}</translation>
        </message>
        <message>
            <source>must be less than {limit}</source>
            <comment>content.below</comment>
            <translation>must be less than {limit}</translation>
        </message>
        <message>
            <source>must be greater than {limit}</source>
            <comment>content.above</comment>
            <translation>must be greater than {limit}</translation>
        </message>
        <message>
            <source>has too few entries or characters (at least {limit})</source>
            <comment>content.too_short</comment>
            <translation>has too few entries or characters (at least {limit})</translation>
        </message>
        <message>
            <source>has too many entries or characters (at most {limit})</source>
            <comment>content.too_long</comment>
            <translation>has too many entries or characters (at most {limit})</translation>
        </message>
        <message>
            <source>does not have the expected form</source>
            <comment>content.pattern</comment>
            <translation>does not have the expected form</translation>
        </message>
        <message>
            <source>must be one of {expected}</source>
            <comment>content.one_of</comment>
            <translation>must be one of {expected}</translation>
        </message>
        <message>
            <source>has a value this version cannot use</source>
            <comment>content.invalid</comment>
            <translation>has a value this version cannot use</translation>
        </message>
        <message>
            <source>must list {whales}</source>
            <comment>content.whales</comment>
            <translation>must list {whales}</translation>
        </message>
        <message>
            <source>space ids must be unique</source>
            <comment>content.space_ids</comment>
            <translation>space ids must be unique</translation>
        </message>
        <message>
            <source>says {found}, not {lang}</source>
            <comment>content.reference_language</comment>
            <translation>says {found}, not {lang}</translation>
        </message>
        <message>
            <source>ids differ from en.json: {ids}</source>
            <comment>content.reference_ids</comment>
            <translation>ids differ from en.json: {ids}</translation>
        </message>
        <message>
            <source>points to unknown entries: {entries}</source>
            <comment>content.reference_errors</comment>
            <translation>points to unknown entries: {entries}</translation>
        </message>
        <message>
            <source>Orders step {step}, check {check}</source>
            <comment>board.field.orders_check</comment>
            <translation>Orders step {step}, check {check}</translation>
        </message>
        <message>
            <source>Orders step {step}</source>
            <comment>board.field.orders_step</comment>
            <translation>Orders step {step}</translation>
        </message>
        <message>
            <source>Helm space {space}</source>
            <comment>board.field.helm</comment>
            <translation>Helm space {space}</translation>
        </message>
        <message>
            <source>Helm space {space}, {part}</source>
            <comment>board.field.helm_part</comment>
            <translation>Helm space {space}, {part}</translation>
        </message>
        <message>
            <source>{list} entry {n}</source>
            <comment>board.field.entry</comment>
            <translation>{list} entry {n}</translation>
        </message>
        <message>
            <source>unknown building id {building}</source>
            <comment>board.unknown_building</comment>
            <translation>unknown building id {building}</translation>
        </message>
        <message>
            <source>{building} is not an action building</source>
            <comment>board.not_action</comment>
            <translation>{building} is not an action building</translation>
        </message>
        <message>
            <source>{building} is not a victory building</source>
            <comment>board.not_victory</comment>
            <translation>{building} is not a victory building</translation>
        </message>
        <message>
            <source>{building} is listed twice</source>
            <comment>board.twice</comment>
            <translation>{building} is listed twice</translation>
        </message>
        <message>
            <source>must be {name}, the file's name (found {found})</source>
            <comment>board.wrong_id</comment>
            <translation>must be {name}, the file's name (found {found})</translation>
        </message>
        <message>
            <source>the Captain boards folder is missing</source>
            <comment>board.folder_missing</comment>
            <translation>the Captain boards folder is missing</translation>
        </message>
        <message>
            <source>unknown board files {files}; expected {expected}</source>
            <comment>board.unknown_files</comment>
            <translation>unknown board files {files}; expected {expected}</translation>
        </message>
        <message>
            <source>unknown Captain {name} (expected {expected})</source>
            <comment>board.unknown_captain</comment>
            <translation>unknown Captain {name} (expected {expected})</translation>
        </message>
        <message>
            <source>cannot be read (the details are in nbgui's log file)</source>
            <comment>board.unreadable</comment>
            <translation>cannot be read (the details are in nbgui's log file)</translation>
        </message>
        <message>
            <source>unknown course {course} (expected one of {expected})</source>
            <comment>board.unknown_course</comment>
            <translation>unknown course {course} (expected one of {expected})</translation>
        </message>
        <message>
            <source>course {course} must be {kind}:N with N in 1..{last}</source>
            <comment>board.course_number</comment>
            <translation>course {course} must be {kind}:N with N in 1..{last}</translation>
        </message>
        <message>
            <source>course {course}: space must be 1..{last}</source>
            <comment>board.course_space</comment>
            <translation>course {course}: space must be 1..{last}</translation>
        </message>
        <message>
            <source>course {course}: {kind} takes no ':' part</source>
            <comment>board.course_no_part</comment>
            <translation>course {course}: {kind} takes no ':' part</translation>
        </message>
        <message>
            <source>{kind} needs a space 1..{last}</source>
            <comment>board.course_needs_space</comment>
            <translation>{kind} needs a space 1..{last}</translation>
        </message>
        <message>
            <source>{kind} takes no space number</source>
            <comment>board.course_takes_no_space</comment>
            <translation>{kind} takes no space number</translation>
        </message>
        <message>
            <source>unknown check {check} (expected own, town, opponents, most, combo, building:&lt;id&gt; or course:&lt;course&gt;)</source>
            <comment>board.unknown_check</comment>
            <translation>unknown check {check} (expected own, town, opponents, most, combo, building:&lt;id&gt; or course:&lt;course&gt;)</translation>
        </message>
        <message>
            <source>unknown check {check}</source>
            <comment>board.check_kind</comment>
            <translation>unknown check {check}</translation>
        </message>
        <message>
            <source>a building id goes with a building check only</source>
            <comment>board.check_building_only</comment>
            <translation>a building id goes with a building check only</translation>
        </message>
        <message>
            <source>a course goes with a course check only</source>
            <comment>board.check_course_only</comment>
            <translation>a course goes with a course check only</translation>
        </message>
        <message>
            <source>not_owner applies to building checks only</source>
            <comment>board.check_not_owner_only</comment>
            <translation>not_owner applies to building checks only</translation>
        </message>
        <message>
            <source>check {check}: {building} is not a building id</source>
            <comment>board.check_building_id</comment>
            <translation>check {check}: {building} is not a building id</translation>
        </message>
        <message>
            <source>check {check}: the only modifier is ':{modifier}'</source>
            <comment>board.check_modifier</comment>
            <translation>check {check}: the only modifier is ':{modifier}'</translation>
        </message>
        <message>
            <source>check {check}: {problem}</source>
            <comment>board.check_course</comment>
            <translation>check {check}: {problem}</translation>
        </message>
        <message>
            <source>a course must be a string such as 'lumber' or 'launch:4'</source>
            <comment>board.course_type</comment>
            <translation>a course must be a string such as 'lumber' or 'launch:4'</translation>
        </message>
        <message>
            <source>a check must be a string such as 'own' or 'building:inn'</source>
            <comment>board.check_type</comment>
            <translation>a check must be a string such as 'own' or 'building:inn'</translation>
        </message>
        <message>
            <source>a split space needs both from_round and then</source>
            <comment>board.split_incomplete</comment>
            <translation>a split space needs both from_round and then</translation>
        </message>
        <message>
            <source>a split space needs two different courses</source>
            <comment>board.split_same</comment>
            <translation>a split space needs two different courses</translation>
        </message>
        <message>
            <source>name.{lang} must be 1 to {limit} printable characters</source>
            <comment>board.name</comment>
            <translation>name.{lang} must be 1 to {limit} printable characters</translation>
        </message>
        <message>
            <source>the Orders have {n} checks; a board may have at most {limit}</source>
            <comment>board.too_many_checks</comment>
            <translation>the Orders have {n} checks; a board may have at most {limit}</translation>
        </message>
        <message>
            <source>{error}. The file is left as it is and the built-in board is used: correct the file, or take it out of the folder.</source>
            <comment>board.override_refused</comment>
            <translation>{error}. The file is left as it is and the built-in board is used: correct the file, or take it out of the folder.</translation>
        </message>
        <message>
            <source>{error}. The file is left as it is and not used: name it after one of those Captains, or take it out of the folder.</source>
            <comment>board.override_unknown</comment>
            <translation>{error}. The file is left as it is and not used: name it after one of those Captains, or take it out of the folder.</translation>
        </message>
        <message>
            <source>{error}. The folder is left as it is and the built-in board is used: a Captain board is a file, so move this folder elsewhere.</source>
            <comment>board.override_refused.folder</comment>
            <translation>{error}. The folder is left as it is and the built-in board is used: a Captain board is a file, so move this folder elsewhere.</translation>
        </message>
        <message>
            <source>{error}. The folder is left as it is and not used: move it elsewhere.</source>
            <comment>board.override_unknown.folder</comment>
            <translation>{error}. The folder is left as it is and not used: move it elsewhere.</translation>
        </message>
        <message>
            <source>{folder}: cannot be read ({reason}); the built-in boards are used.</source>
            <comment>board.overrides_unreadable</comment>
            <translation>{folder}: cannot be read ({reason}); the built-in boards are used.</translation>
        </message>
    </context>
</TS>

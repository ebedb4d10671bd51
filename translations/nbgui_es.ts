<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES" sourcelanguage="en">
    <context>
        <name>AboutDialog</name>
        <message>
            <source>About nbgui</source>
            <translation>Acerca de nbgui</translation>
        </message>
        <message>
            <source>New Bedford for the desktop: play solo against the four Captain automata (Starbuck, Stubb, Flask, Ahab) or with friends at one screen, every rule refereed and every Captain decision explained.</source>
            <translation>New Bedford para el ordenador: juega en solitario contra los cuatro Capitanes automáticos (Starbuck, Stubb, Flask, Ahab) o con amigos en una misma pantalla, con todas las reglas arbitradas y cada decisión de los Capitanes explicada.</translation>
        </message>
        <message>
            <source>nbgui is free software under the MIT licence. New Bedford is a board game by Nathan Tyler; this project is not affiliated with its publishers and uses none of their art: every picture was drawn for this project.</source>
            <translation>nbgui es software libre con licencia MIT. New Bedford es un juego de mesa de Nathan Tyler; este proyecto no está vinculado a sus editores y no usa nada de su arte: cada imagen se ha dibujado para este proyecto.</translation>
        </message>
        <message>
            <source>Built with Qt {qt} and Qt for Python (PySide6 {pyside}), under the LGPL v3. Every component shipped with nbgui and its licence is listed below; choose one to read its licence.</source>
            <translation>Hecho con Qt {qt} y Qt for Python (PySide6 {pyside}), bajo la LGPL v3. Abajo se lista cada componente que acompaña a nbgui con su licencia; elige uno para leerla.</translation>
        </message>
        <message>
            <source>Component</source>
            <translation>Componente</translation>
        </message>
        <message>
            <source>Version</source>
            <translation>Versión</translation>
        </message>
        <message>
            <source>Licence</source>
            <translation>Licencia</translation>
        </message>
        <message>
            <source>The licences are legal texts and are shown as their authors wrote them, in English, without translation.</source>
            <translation>Las licencias son textos legales y se muestran tal como las escribieron sus autores, en inglés, sin traducir.</translation>
        </message>
        <message>
            <source>The licence list of this installation cannot be read: {why}</source>
            <translation>No se puede leer la lista de licencias de esta instalación: {why}</translation>
        </message>
        <message>
            <source>(licence file {name} missing)</source>
            <translation>(falta el archivo de licencia {name})</translation>
        </message>
        <message>
            <source>Bundled files under this licence: {files}</source>
            <translation>Archivos incluidos bajo esta licencia: {files}</translation>
        </message>
    </context>
    <context>
        <name>CrashDialog</name>
        <message>
            <source>Something went wrong</source>
            <translation>Algo ha fallado</translation>
        </message>
        <message>
            <source>Error details</source>
            <translation>Detalles del error</translation>
        </message>
        <message>
            <source>Show details</source>
            <translation>Ver detalles</translation>
        </message>
        <message>
            <source>Copy details</source>
            <translation>Copiar detalles</translation>
        </message>
        <message>
            <source>Hide details</source>
            <translation>Ocultar detalles</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <source>At least one player is needed.</source>
            <translation>Hace falta al menos un jugador.</translation>
        </message>
        <message>
            <source>A table has at most four seats.</source>
            <translation>Una mesa tiene como máximo cuatro asientos.</translation>
        </message>
        <message>
            <source>Choose a Captain to play solo, or add a second player.</source>
            <translation>Elige un Capitán para jugar en solitario, o añade un segundo jugador.</translation>
        </message>
        <message>
            <source>This mix of Captains and players is not one the rules describe.</source>
            <translation>Esta combinación de Capitanes y jugadores no la contemplan las reglas.</translation>
        </message>
        <message>
            <source>Reconstructed boards: the printed Captain boards are pictures that no available source transcribes, so these boards are this project's reconstruction from the rulebook text. If you own the game, drop a corrected board file into {folder} and it replaces the built-in one.</source>
            <translation>Tableros reconstruidos: los tableros de Capitán impresos son imágenes que ninguna fuente disponible transcribe, así que estos tableros son una reconstrucción de este proyecto a partir del texto del reglamento. Si tienes el juego, pon un archivo de tablero corregido en {folder} y sustituirá al incluido.</translation>
        </message>
        <message>
            <source>New game</source>
            <translation>Partida nueva</translation>
        </message>
        <message>
            <source>Captains (solo opponents)</source>
            <translation>Capitanes (rivales en solitario)</translation>
        </message>
        <message>
            <source>Players at this screen</source>
            <translation>Jugadores en esta pantalla</translation>
        </message>
        <message>
            <source>Number of players</source>
            <translation>Número de jugadores</translation>
        </message>
        <message>
            <source>Players:</source>
            <translation>Jugadores:</translation>
        </message>
        <message>
            <source>Player {n}</source>
            <translation>Jugador {n}</translation>
        </message>
        <message>
            <source>Name of player {n}</source>
            <translation>Nombre del jugador {n}</translation>
        </message>
        <message>
            <source>Name {n}:</source>
            <translation>Nombre {n}:</translation>
        </message>
        <message>
            <source>Several players take turns at this one screen (hot seat).</source>
            <translation>Varios jugadores se turnan ante esta misma pantalla.</translation>
        </message>
        <message>
            <source>Two Captains and two players: Player 1 controls the first Captain and Player 2 the second (each settles their Captain's ties); the player whose Captain is first in a round places third.</source>
            <translation>Dos Capitanes y dos jugadores: el jugador 1 controla al primer Capitán y el jugador 2 al segundo (cada uno resuelve los empates de su Capitán); el jugador cuyo Capitán va primero en una ronda coloca en tercer lugar.</translation>
        </message>
        <message>
            <source>Number of AI players</source>
            <translation>Número de jugadores IA</translation>
        </message>
        <message>
            <source>Computer players for the ordinary game: easy, medium or strong.</source>
            <translation>Jugadores del ordenador para la partida normal: fácil, medio o fuerte.</translation>
        </message>
        <message>
            <source>AI players:</source>
            <translation>Jugadores IA:</translation>
        </message>
        <message>
            <source>Level of AI player {n}</source>
            <translation>Nivel del jugador IA {n}</translation>
        </message>
        <message>
            <source>AI {n}:</source>
            <translation>IA {n}:</translation>
        </message>
        <message>
            <source>Options</source>
            <translation>Opciones</translation>
        </message>
        <message>
            <source>Add Turner's Mill</source>
            <translation>Añadir el Taller de Tornero</translation>
        </message>
        <message>
            <source>A newcomer's aid: copy a Captain's last action (only with Captains against one player).</source>
            <translation>Una ayuda para novatos: copia la última acción de un Capitán (solo con Capitanes contra un único jugador).</translation>
        </message>
        <message>
            <source>Expert variant — harder: stronger Captain limits</source>
            <translation>Variante experta — más difícil: límites del Capitán más altos</translation>
        </message>
        <message>
            <source>Measured: {player} wins {normal}% of its games against a Captain on average in normal play, {expert}% in the expert variant.</source>
            <translation>Medido: {player} gana de media el {normal} % de sus partidas contra un Capitán en el juego normal y el {expert} % en la variante experta.</translation>
        </message>
        <message>
            <source>Seed</source>
            <translation>Semilla</translation>
        </message>
        <message>
            <source>The same seed and the same moves give the same game.</source>
            <translation>La misma semilla y las mismas jugadas dan la misma partida.</translation>
        </message>
        <message>
            <source>New seed</source>
            <translation>Nueva semilla</translation>
        </message>
        <message>
            <source>Choose a new random seed</source>
            <translation>Elegir una semilla aleatoria nueva</translation>
        </message>
        <message>
            <source>Seed:</source>
            <translation>Semilla:</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Language:</source>
            <translation>Idioma:</translation>
        </message>
        <message>
            <source>Start</source>
            <translation>Empezar</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Learn to play (tutorial)</source>
            <translation>Aprender a jugar (tutorial)</translation>
        </message>
        <message>
            <source>Learn to play with a guided first game</source>
            <translation>Aprende a jugar con una primera partida guiada</translation>
        </message>
        <message>
            <source>Easiest.</source>
            <translation>El más fácil.</translation>
        </message>
        <message>
            <source>Hardest.</source>
            <translation>El más difícil.</translation>
        </message>
        <message>
            <source>Harder than {easier}, easier than {harder}.</source>
            <translation>Más difícil que {easier}, más fácil que {harder}.</translation>
        </message>
        <message>
            <source>Difficulty {rank} of {count}</source>
            <translation>Dificultad {rank} de {count}</translation>
        </message>
        <message>
            <source>{text} (reconstructed board)</source>
            <translation>{text} (tablero reconstruido)</translation>
        </message>
        <message>
            <source>In the expert variant, against him, {player} won {rate}% of {games} games.</source>
            <translation>En la variante experta, contra él, {player} ganó el {rate} % de {games} partidas.</translation>
        </message>
        <message>
            <source>Against him, {player} won {rate}% of {games} games.</source>
            <translation>Contra él, {player} ganó el {rate} % de {games} partidas.</translation>
        </message>
        <message>
            <source>In the expert variant, against him, {player} won {rate}% of {games} games; {stronger} won {stronger_rate}% of {stronger_games}.</source>
            <translation>En la variante experta, contra él, {player} ganó el {rate} % de {games} partidas; {stronger}, el {stronger_rate} % de {stronger_games}.</translation>
        </message>
        <message>
            <source>Against him, {player} won {rate}% of {games} games; {stronger} won {stronger_rate}% of {stronger_games}.</source>
            <translation>Contra él, {player} ganó el {rate} % de {games} partidas; {stronger}, el {stronger_rate} % de {stronger_games}.</translation>
        </message>
        <message>
            <source>Every player needs a name.</source>
            <translation>Cada jugador necesita un nombre.</translation>
        </message>
        <message>
            <source>Each seat needs a different name.</source>
            <translation>Cada asiento necesita un nombre distinto.</translation>
        </message>
        <message>
            <source>Enter a seed (any whole number).</source>
            <translation>Escribe una semilla (cualquier número entero).</translation>
        </message>
        <message>
            <source>a simple test program</source>
            <translation>un programa de prueba sencillo</translation>
        </message>
        <message>
            <source>the test program</source>
            <translation>el programa de prueba</translation>
        </message>
        <message>
            <source>our Easy AI</source>
            <translation>nuestra IA de nivel Fácil</translation>
        </message>
        <message>
            <source>our Medium AI (about a newcomer's level)</source>
            <translation>nuestra IA de nivel Medio (como un principiante)</translation>
        </message>
        <message>
            <source>our Medium AI</source>
            <translation>nuestra IA de nivel Medio</translation>
        </message>
        <message>
            <source>our Strong AI (about an experienced player's level)</source>
            <translation>nuestra IA de nivel Fuerte (como un jugador experto)</translation>
        </message>
        <message>
            <source>our Strong AI</source>
            <translation>nuestra IA de nivel Fuerte</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Partida</translation>
        </message>
        <message>
            <source>Saved &amp;games…</source>
            <translation>&amp;Partidas guardadas…</translation>
        </message>
        <message>
            <source>&amp;New…</source>
            <translation>&amp;Nueva…</translation>
        </message>
        <message>
            <source>&amp;Rematch (same seed)</source>
            <translation>&amp;Revancha (misma semilla)</translation>
        </message>
        <message>
            <source>Suggest a &amp;move</source>
            <translation>Sugerir una &amp;jugada</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Guardar &amp;como…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <source>Zoom &amp;in</source>
            <translation>&amp;Acercar</translation>
        </message>
        <message>
            <source>Zoom &amp;out</source>
            <translation>A&amp;lejar</translation>
        </message>
        <message>
            <source>&amp;Reset zoom</source>
            <translation>&amp;Tamaño original</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Pantalla completa</translation>
        </message>
        <message>
            <source>Animation &amp;speed</source>
            <translation>&amp;Velocidad de animación</translation>
        </message>
        <message>
            <source>S&amp;kip animation</source>
            <translation>&amp;Saltar animación</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Ajustes</translation>
        </message>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Idioma</translation>
        </message>
        <message>
            <source>Decide Captain &amp;ties automatically</source>
            <translation>Resolver los &amp;empates de los Capitanes automáticamente</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>&amp;Movimiento reducido</translation>
        </message>
        <message>
            <source>&amp;Warn me about likely mistakes</source>
            <translation>&amp;Avisarme de errores probables</translation>
        </message>
        <message>
            <source>&amp;Hint strength</source>
            <translation>&amp;Fuerza de las sugerencias</translation>
        </message>
        <message>
            <source>&amp;Quick (about 1 s)</source>
            <translation>&amp;Rápida (1 s aprox.)</translation>
        </message>
        <message>
            <source>&amp;Strong (about 3 s)</source>
            <translation>&amp;Fuerte (3 s aprox.)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>A&amp;yuda</translation>
        </message>
        <message>
            <source>&amp;Learn to play (tutorial)</source>
            <translation>&amp;Aprender a jugar (tutorial)</translation>
        </message>
        <message>
            <source>Restart the &amp;tutorial</source>
            <translation>Reiniciar el &amp;tutorial</translation>
        </message>
        <message>
            <source>&amp;Rules reference</source>
            <translation>&amp;Reglamento</translation>
        </message>
        <message>
            <source>&amp;About nbgui</source>
            <translation>A&amp;cerca de nbgui</translation>
        </message>
        <message>
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <source>Instant</source>
            <translation>Instantánea</translation>
        </message>
        <message>
            <source>Game</source>
            <translation>Partida</translation>
        </message>
        <message>
            <source>Speed:</source>
            <translation>Velocidad:</translation>
        </message>
        <message>
            <source>Animation speed</source>
            <translation>Velocidad de animación</translation>
        </message>
        <message>
            <source>Skip</source>
            <translation>Saltar</translation>
        </message>
        <message>
            <source>Skip the animation</source>
            <translation>Saltar la animación</translation>
        </message>
        <message>
            <source>Show the end of the current animation at once</source>
            <translation>Mostrar ya el final de la animación en curso</translation>
        </message>
        <message>
            <source>Round</source>
            <translation>Ronda</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Idioma</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Abrir una partida guardada</translation>
        </message>
        <message>
            <source>nbgui saves (*{suffix});;All files (*)</source>
            <translation>Partidas de nbgui (*{suffix});;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Cannot open the save</source>
            <translation>No se puede abrir la partida guardada</translation>
        </message>
        <message>
            <source>Save opened</source>
            <translation>Partida abierta</translation>
        </message>
        <message>
            <source>Different rules</source>
            <translation>Reglas distintas</translation>
        </message>
        <message>
            <source>Open it with the current rules?</source>
            <translation>¿Abrirla con las reglas actuales?</translation>
        </message>
        <message>
            <source>Save the game</source>
            <translation>Guardar la partida</translation>
        </message>
        <message>
            <source>nbgui saves (*{suffix})</source>
            <translation>Partidas de nbgui (*{suffix})</translation>
        </message>
        <message>
            <source>Cannot save</source>
            <translation>No se puede guardar</translation>
        </message>
        <message>
            <source>Saved to {path}</source>
            <translation>Guardada en {path}</translation>
        </message>
    </context>
    <context>
        <name>SavedGames</name>
        <message>
            <source>Saved games</source>
            <translation>Partidas guardadas</translation>
        </message>
        <message>
            <source>Continue this game</source>
            <translation>Seguir esta partida</translation>
        </message>
        <message>
            <source>Open another file…</source>
            <translation>Abrir otro archivo…</translation>
        </message>
    </context>
    <context>
        <name>ScoreSheetDialog</name>
        <message>
            <source>the highest score</source>
            <translation>la puntuación más alta</translation>
        </message>
        <message>
            <source>a tie on points, broken by the most whale tokens</source>
            <translation>un empate a puntos, deshecho por tener más fichas de ballena</translation>
        </message>
        <message>
            <source>a tie on points and whales, broken by the money left over (what made no whole point)</source>
            <translation>un empate a puntos y ballenas, deshecho por el dinero sobrante (el que no llegó a un punto entero)</translation>
        </message>
        <message>
            <source>a tie on points, whales and money, so the victory is shared</source>
            <translation>un empate a puntos, ballenas y dinero, así que la victoria es compartida</translation>
        </message>
        <message>
            <source>a player tied with a Captain, so the Captain wins (a player must score more than every Captain)</source>
            <translation>un jugador empató con un Capitán, así que gana el Capitán (un jugador debe superar a todos los Capitanes)</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Puntuación final</translation>
        </message>
        <message>
            <source>How it was decided: {how}.</source>
            <translation>Cómo se decidió: {how}.</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Ballenas</translation>
        </message>
        <message>
            <source>Buildings</source>
            <translation>Edificios</translation>
        </message>
        <message>
            <source>Victory bonuses</source>
            <translation>Bonificaciones de victoria</translation>
        </message>
        <message>
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <source>Whale tokens (tie-break)</source>
            <translation>Fichas de ballena (desempate)</translation>
        </message>
        <message>
            <source>Money left over (tie-break)</source>
            <translation>Dinero sobrante (desempate)</translation>
        </message>
        <message>
            <source>Score sheet</source>
            <translation>Hoja de puntuación</translation>
        </message>
        <message>
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <source>New game…</source>
            <translation>Partida nueva…</translation>
        </message>
        <message>
            <source>Rematch with the same seed</source>
            <translation>Revancha con la misma semilla</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Hints used: {hints} · Moves undone: {undos}</source>
            <translation>Pistas usadas: {hints} · Jugadas deshechas: {undos}</translation>
        </message>
    </context>
    <context>
        <name>TieChoiceDialog</name>
        <message>
            <source>{name} cannot decide</source>
            <translation>{name} no puede decidir</translation>
        </message>
        <message>
            <source>{name}'s Orders found several equally good places. You choose where {name} goes.</source>
            <translation>Las Órdenes de {name} encontraron varios espacios igual de buenos. Tú eliges adónde va {name}.</translation>
        </message>
        <message>
            <source>{name}'s Orders found no space: he draws a token from the bag. If it is a whale, which of his ships at sea takes it?</source>
            <translation>Las Órdenes de {name} no encontraron espacio: saca una ficha de la bolsa. Si es una ballena, ¿cuál de sus barcos en el mar se la queda?</translation>
        </message>
        <message>
            <source>{name}'s Orders found several equally good places. {player}, you control {name}: you choose where {name} goes.</source>
            <translation>Las Órdenes de {name} encontraron varios espacios igual de buenos. {player}, tú controlas a {name}: eliges adónde va {name}.</translation>
        </message>
        <message>
            <source>The Captain's reasoning</source>
            <translation>El razonamiento del Capitán</translation>
        </message>
        <message>
            <source>Send {name} to {place}</source>
            <translation>Enviar a {name}: {place}</translation>
        </message>
    </context>
    <context>
        <name>HistoryMenu</name>
        <message>
            <source>Replays</source>
            <translation>Repeticiones</translation>
        </message>
        <message>
            <source>No finished games yet.</source>
            <translation>Todavía no hay partidas terminadas.</translation>
        </message>
        <message>
            <source>Replay</source>
            <translation>Ver repetición</translation>
        </message>
        <message>
            <source>Open save file…</source>
            <translation>Abrir partida guardada…</translation>
        </message>
        <message>
            <source>Replay a saved game</source>
            <translation>Ver la repetición de una partida guardada</translation>
        </message>
        <message>
            <source>nbgui saves (*.nbsave);;All files (*)</source>
            <translation>Partidas de nbgui (*.nbsave);;Todos los archivos (*)</translation>
        </message>
        <message>
            <source>Play history</source>
            <translation>Historial de partidas</translation>
        </message>
        <message>
            <source>The finished game was not added to the history: {error}</source>
            <translation>La partida terminada no se añadió al historial: {error}</translation>
        </message>
        <message>
            <source>&amp;History</source>
            <translation>&amp;Historial</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>E&amp;stadísticas…</translation>
        </message>
        <message>
            <source>&amp;Replays…</source>
            <translation>&amp;Repeticiones…</translation>
        </message>
        <message>
            <source>&amp;Copy game code</source>
            <translation>&amp;Copiar código de partida</translation>
        </message>
        <message>
            <source>Start game from &amp;code…</source>
            <translation>Empezar partida desde un &amp;código…</translation>
        </message>
        <message>
            <source>&amp;Today's challenge</source>
            <translation>Reto de &amp;hoy</translation>
        </message>
        <message>
            <source>Export game as &amp;text…</source>
            <translation>Exportar partida como &amp;texto…</translation>
        </message>
        <message>
            <source>Export score sheet as &amp;PNG…</source>
            <translation>Exportar hoja de puntuación como &amp;PNG…</translation>
        </message>
        <message>
            <source>This game cannot be replayed: {error}</source>
            <translation>Esta partida no se puede repetir: {error}</translation>
        </message>
        <message>
            <source>This save cannot be replayed: {error}</source>
            <translation>Esta partida guardada no se puede repetir: {error}</translation>
        </message>
        <message>
            <source>This table has no game code.</source>
            <translation>Esta mesa no tiene código de partida.</translation>
        </message>
        <message>
            <source>Game code {code} copied.</source>
            <translation>Código de partida {code} copiado.</translation>
        </message>
        <message>
            <source>Start game from code</source>
            <translation>Empezar partida desde un código</translation>
        </message>
        <message>
            <source>Game code:</source>
            <translation>Código de partida:</translation>
        </message>
        <message>
            <source>Export game as text</source>
            <translation>Exportar partida como texto</translation>
        </message>
        <message>
            <source>Text files (*.txt)</source>
            <translation>Archivos de texto (*.txt)</translation>
        </message>
        <message>
            <source>Export score sheet</source>
            <translation>Exportar hoja de puntuación</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Imágenes PNG (*.png)</translation>
        </message>
        <message>
            <source>The image could not be written.</source>
            <translation>No se pudo escribir la imagen.</translation>
        </message>
    </context>
    <context>
        <name>ReplayWindow</name>
        <message>
            <source>This is a replay: moves cannot be changed.</source>
            <translation>Esto es una repetición: las jugadas no se pueden cambiar.</translation>
        </message>
        <message>
            <source>Replay (seed {seed})</source>
            <translation>Repetición (semilla {seed})</translation>
        </message>
        <message>
            <source>{name}'s move</source>
            <translation>Jugada de {name}</translation>
        </message>
        <message>
            <source>Move by {name}</source>
            <translation>Jugada de {name}</translation>
        </message>
        <message>
            <source>Game log up to this step</source>
            <translation>Registro de la partida hasta este paso</translation>
        </message>
        <message>
            <source>Captain's reasoning</source>
            <translation>Razonamiento del Capitán</translation>
        </message>
        <message>
            <source>Captain's reasoning at this step</source>
            <translation>Razonamiento del Capitán en este paso</translation>
        </message>
        <message>
            <source>Log</source>
            <translation>Registro</translation>
        </message>
        <message>
            <source>Back to the start (Home)</source>
            <translation>Volver al principio (Inicio)</translation>
        </message>
        <message>
            <source>One step back (Left)</source>
            <translation>Un paso atrás (Izquierda)</translation>
        </message>
        <message>
            <source>One step forward (Right)</source>
            <translation>Un paso adelante (Derecha)</translation>
        </message>
        <message>
            <source>To the end (End)</source>
            <translation>Hasta el final (Fin)</translation>
        </message>
        <message>
            <source>Replay position</source>
            <translation>Posición de la repetición</translation>
        </message>
        <message>
            <source>setup</source>
            <translation>preparación</translation>
        </message>
        <message>
            <source>Step {n}/{total} · round {round} · {what}</source>
            <translation>Paso {n}/{total} · ronda {round} · {what}</translation>
        </message>
        <message>
            <source>(In this game the choice was {cmd}: a tie settled by the player or other Captain boards.)</source>
            <translation>(En esta partida la elección fue {cmd}: un empate resuelto por el jugador u otros tableros de Capitán.)</translation>
        </message>
        <message>
            <source>The Captain's reasoning could not be rebuilt.</source>
            <translation>No se pudo reconstruir el razonamiento del Capitán.</translation>
        </message>
        <message>
            <source>(A player's move.)</source>
            <translation>(Jugada de un jugador.)</translation>
        </message>
        <message>
            <source>(Game setup.)</source>
            <translation>(Preparación de la partida.)</translation>
        </message>
        <message>
            <source>Why {name} did this</source>
            <translation>Por qué {name} hizo esto</translation>
        </message>
        <message>
            <source>(No reasoning recorded.)</source>
            <translation>(No hay razonamiento registrado.)</translation>
        </message>
    </context>
    <context>
        <name>StatsWindow</name>
        <message>
            <source>No finished games yet.</source>
            <translation>Todavía no hay partidas terminadas.</translation>
        </message>
        <message>
            <source>{percent}%</source>
            <translation>{percent} %</translation>
        </message>
        <message>
            <source>normal</source>
            <translation>normal</translation>
        </message>
        <message>
            <source>expert</source>
            <translation>experta</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Ballenas</translation>
        </message>
        <message>
            <source>Buildings</source>
            <translation>Edificios</translation>
        </message>
        <message>
            <source>Bonuses</source>
            <translation>Bonificaciones</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Dinero</translation>
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
            <translation>Fecha</translation>
        </message>
        <message>
            <source>Score</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Result</source>
            <translation>Resultado</translation>
        </message>
        <message>
            <source>Against</source>
            <translation>Contra</translation>
        </message>
        <message>
            <source>{opponents} (expert)</source>
            <translation>{opponents} (variante experta)</translation>
        </message>
        <message>
            <source>won</source>
            <translation>ganada</translation>
        </message>
        <message>
            <source>lost</source>
            <translation>perdida</translation>
        </message>
        <message>
            <source>Win rate against each Captain</source>
            <translation>Victorias contra cada Capitán</translation>
        </message>
        <message>
            <source>Score trend</source>
            <translation>Evolución de la puntuación</translation>
        </message>
        <message>
            <source>Average score by category</source>
            <translation>Puntuación media por categoría</translation>
        </message>
        <message>
            <source>Best games</source>
            <translation>Mejores partidas</translation>
        </message>
        <message>
            <source>No finished games yet: play one to see statistics.</source>
            <translation>Todavía no hay partidas terminadas: juega una para ver las estadísticas.</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Estadísticas</translation>
        </message>
        <message>
            <source>Export PNG…</source>
            <translation>Exportar PNG…</translation>
        </message>
        <message>
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <source>Export statistics</source>
            <translation>Exportar estadísticas</translation>
        </message>
        <message>
            <source>PNG images (*.png)</source>
            <translation>Imágenes PNG (*.png)</translation>
        </message>
    </context>
    <context>
        <name>FallbackTable</name>
        <message>
            <source>Table summary</source>
            <translation>Resumen de la mesa</translation>
        </message>
        <message>
            <source>Legal moves</source>
            <translation>Jugadas posibles</translation>
        </message>
        <message>
            <source>Play the selected move</source>
            <translation>Hacer la jugada seleccionada</translation>
        </message>
        <message>
            <source>Round {r} — {phase}</source>
            <translation>Ronda {r} — {phase}</translation>
        </message>
        <message>
            <source>{name}: ${money}  L{lumber} F{food} B{brick}  workers {w}
   ships: {ships}
   buildings: {b}
   whales: {whales}</source>
            <translation>{name}: {money} $  Le{lumber} Co{food} La{brick}  trabajadores {w}
   barcos: {ships}
   edificios: {b}
   ballenas: {whales}</translation>
        </message>
        <message>
            <source>Buildings to build: {b}</source>
            <translation>Edificios por construir: {b}</translation>
        </message>
        <message>
            <source>Beside the track: {t}</source>
            <translation>Junto al medidor: {t}</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <source>Captain details</source>
            <translation>Detalles del Capitán</translation>
        </message>
        <message>
            <source>Show every step of each Captain's Orders under his plain sentence</source>
            <translation>Muestra cada paso de las Órdenes de cada Capitán bajo su frase</translation>
        </message>
        <message>
            <source>Game log</source>
            <translation>Registro de la partida</translation>
        </message>
        <message>
            <source>Every move in plain language, newest at the bottom, with each Captain's reasons</source>
            <translation>Cada jugada en lenguaje sencillo, la más reciente abajo, con las razones de cada Capitán</translation>
        </message>
        <message>
            <source>{line} — undone</source>
            <translation>{line} — deshecha</translation>
        </message>
    </context>
    <context>
        <name>ReferencePanel</name>
        <message>
            <source>Search the rules (e.g. lay, Dockyard)</source>
            <translation>Buscar en las reglas (p. ej. tasa, Astillero)</translation>
        </message>
        <message>
            <source>Search the rules</source>
            <translation>Buscar en las reglas</translation>
        </message>
        <message>
            <source>Matching rules</source>
            <translation>Reglas encontradas</translation>
        </message>
        <message>
            <source>Rule text</source>
            <translation>Texto de la regla</translation>
        </message>
        <message>
            <source>{n} entries</source>
            <translation>{n} entradas</translation>
        </message>
        <message>
            <source>See also:</source>
            <translation>Véase también:</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>choose your starting goods</source>
            <translation>elige tus mercancías iniciales</translation>
        </message>
        <message>
            <source>place a worker</source>
            <translation>coloca un trabajador</translation>
        </message>
        <message>
            <source>roll the course die</source>
            <translation>tira el dado de Rumbo</translation>
        </message>
        <message>
            <source>pay the lay or sell each whale on your returning ship</source>
            <translation>paga la tasa o vende cada ballena de tu barco que regresa</translation>
        </message>
        <message>
            <source>buy a sold whale or pass</source>
            <translation>compra una ballena vendida o pasa</translation>
        </message>
        <message>
            <source>take a whale for your ship or pass</source>
            <translation>toma una ballena para tu barco o pasa</translation>
        </message>
        <message>
            <source>{what} (Inn: placing again)</source>
            <translation>{what} (Posada: colocando de nuevo)</translation>
        </message>
        <message>
            <source>Your turn: {what}</source>
            <translation>Tu turno: {what}</translation>
        </message>
        <message>
            <source>{name}'s turn: {what}</source>
            <translation>Turno de {name}: {what}</translation>
        </message>
        <message>
            <source>{name} to play: {what}</source>
            <translation>Turno de {name}: {what}</translation>
        </message>
        <message>
            <source>Setting up</source>
            <translation>Preparación</translation>
        </message>
        <message>
            <source>Final scores</source>
            <translation>Puntuación final</translation>
        </message>
        <message>
            <source>Final returns</source>
            <translation>Regresos finales</translation>
        </message>
        <message>
            <source>Round {n} of {total}</source>
            <translation>Ronda {n} de {total}</translation>
        </message>
        <message>
            <source>Scroll down: {names}</source>
            <translation>Más abajo: {names}</translation>
        </message>
        <message>
            <source>Scroll up: {names}</source>
            <translation>Más arriba: {names}</translation>
        </message>
    </context>
    <context>
        <name>StatusLine</name>
        <message>
            <source>Status</source>
            <translation>Estado</translation>
        </message>
    </context>
    <context>
        <name>ScorePreview</name>
        <message>
            <source>Seat</source>
            <translation>Asiento</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Ballenas</translation>
        </message>
        <message>
            <source>Bldgs</source>
            <translation>Edif.</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonif.</translation>
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
            <translation>Puntuación provisional</translation>
        </message>
        <message>
            <source>Points each seat would score if the game ended now</source>
            <translation>Puntos que tendría cada asiento si la partida acabara ahora</translation>
        </message>
        <message>
            <source>1 whale returned</source>
            <translation>1 ballena traída a casa</translation>
        </message>
        <message>
            <source>{n} whales returned</source>
            <translation>{n} ballenas traídas a casa</translation>
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
            <translation>&amp;Ver en:</translation>
        </message>
        <message>
            <source>Files of &amp;type:</source>
            <translation>Ficheros de &amp;tipo:</translation>
        </message>
    </context>
    <context>
        <name>GameSession</name>
        <message>
            <source>First choose where the Captain goes.</source>
            <translation>Primero elige adónde va el Capitán.</translation>
        </message>
        <message>
            <source>That is not one of the tied choices.</source>
            <translation>Esa no es una de las opciones empatadas.</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>white</source>
            <translation>blanca</translation>
        </message>
        <message>
            <source>black</source>
            <translation>negra</translation>
        </message>
        <message>
            <source>Course: Build ({a} → {b})</source>
            <translation>Rumbo: Construir (lista {a} → {b})</translation>
        </message>
        <message>
            <source>Course: {a} → {n}</source>
            <translation>Rumbo: {a} → {n}</translation>
        </message>
        <message>
            <source>Course: {a} → {b}</source>
            <translation>Rumbo: {a} → {b}</translation>
        </message>
        <message>
            <source>Cost</source>
            <translation>Coste</translation>
        </message>
        <message>
            <source>Effect</source>
            <translation>Efecto</translation>
        </message>
        <message>
            <source>Points</source>
            <translation>Puntos</translation>
        </message>
        <message>
            <source>Owner</source>
            <translation>Dueño</translation>
        </message>
        <message>
            <source>nobody yet (not built)</source>
            <translation>nadie aún (sin construir)</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Esta ronda</translation>
        </message>
        <message>
            <source>used: a worker is on it</source>
            <translation>usado: hay un trabajador encima</translation>
        </message>
        <message>
            <source>Action</source>
            <translation>Acción</translation>
        </message>
        <message>
            <source>Whaling</source>
            <translation>Caza</translation>
        </message>
        <message>
            <source>Nothing to bring home: it goes back in the bag.</source>
            <translation>Nada que traer a casa: vuelve a la bolsa.</translation>
        </message>
        <message>
            <source>Lay</source>
            <translation>Tasa</translation>
        </message>
        <message>
            <source>{price} to keep it when the ship comes home</source>
            <translation>{price} para quedarte con la ficha cuando el barco vuelve</translation>
        </message>
        <message>
            <source>Sale price</source>
            <translation>Precio de venta</translation>
        </message>
        <message>
            <source>{price} if you sell it instead</source>
            <translation>{price} si vendes la ficha</translation>
        </message>
        <message>
            <source>{points} if kept</source>
            <translation>{points} si te quedas con la ficha</translation>
        </message>
        <message>
            <source>in the supply</source>
            <translation>en la reserva</translation>
        </message>
        <message>
            <source>in the supply (prepare it at the Dockyard)</source>
            <translation>en la reserva (prepáralo en el Astillero)</translation>
        </message>
        <message>
            <source>docked, ready to launch</source>
            <translation>en el muelle, listo para zarpar</translation>
        </message>
        <message>
            <source>at sea, on track space {n}</source>
            <translation>en el mar, en la casilla {n}</translation>
        </message>
        <message>
            <source>coming home this round</source>
            <translation>vuelve a casa esta ronda</translation>
        </message>
        <message>
            <source>empty</source>
            <translation>vacía</translation>
        </message>
        <message>
            <source>Where</source>
            <translation>Dónde</translation>
        </message>
        <message>
            <source>Hold</source>
            <translation>Bodega</translation>
        </message>
        <message>
            <source>Return</source>
            <translation>Regreso</translation>
        </message>
        <message>
            <source>Ships here</source>
            <translation>Los barcos aquí</translation>
        </message>
        <message>
            <source>come home this movement phase.</source>
            <translation>vuelven a casa en esta fase de movimiento.</translation>
        </message>
        <message>
            <source>Track space {n}</source>
            <translation>Casilla {n}</translation>
        </message>
        <message>
            <source>Launching here</source>
            <translation>Zarpar aquí</translation>
        </message>
        <message>
            <source>costs {food} food</source>
            <translation>cuesta {food} de Comida</translation>
        </message>
        <message>
            <source>farther out, more whales to pick from</source>
            <translation>más lejos, más ballenas entre las que elegir</translation>
        </message>
        <message>
            <source>{name}'s worker</source>
            <translation>Trabajador de {name}</translation>
        </message>
        <message>
            <source>Worker of {name}</source>
            <translation>Trabajador de {name}</translation>
        </message>
        <message>
            <source>{name} places it on his turn.</source>
            <translation>{name} lo coloca en su turno.</translation>
        </message>
        <message>
            <source>The computer places it for {name}.</source>
            <translation>El ordenador lo coloca por {name}.</translation>
        </message>
        <message>
            <source>Use</source>
            <translation>Uso</translation>
        </message>
        <message>
            <source>Placed this round: it comes back when the round ends.</source>
            <translation>Colocado esta ronda: vuelve cuando termina la ronda.</translation>
        </message>
        <message>
            <source>{name} places it on their own turn.</source>
            <translation>{name} lo coloca en su propio turno.</translation>
        </message>
        <message>
            <source>Drag it onto a lit space or one of your buildings.</source>
            <translation>Arrástralo a un espacio iluminado o a uno de tus edificios.</translation>
        </message>
        <message>
            <source>{name}'s Helm, space {n}: {course}</source>
            <translation>Timón de {name}, casilla {n}: {course}</translation>
        </message>
        <message>
            <source>Course</source>
            <translation>Rumbo</translation>
        </message>
        <message>
            <source>White list</source>
            <translation>Lista blanca</translation>
        </message>
        <message>
            <source>Black list</source>
            <translation>Lista negra</translation>
        </message>
        <message>
            <source>Victory list</source>
            <translation>Lista de victoria</translation>
        </message>
        <message>
            <source>all built</source>
            <translation>todos construidos</translation>
        </message>
        <message>
            <source>Now</source>
            <translation>Ahora</translation>
        </message>
        <message>
            <source>his Helm token is here: this is his course</source>
            <translation>su ficha de Timón está aquí: es su Rumbo</translation>
        </message>
        <message>
            <source>Next roll</source>
            <translation>Próxima tirada</translation>
        </message>
        <message>
            <source>a {die} ({odds}) brings him here</source>
            <translation>un {die} ({odds}) lo trae aquí</translation>
        </message>
        <message>
            <source>Then</source>
            <translation>Entonces</translation>
        </message>
        <message>
            <source>Click here (or press F1) for the rules reference.</source>
            <translation>Haz clic aquí (o pulsa F1) para ver el reglamento.</translation>
        </message>
        <message>
            <source>That piece cannot go there.</source>
            <translation>Esa pieza no puede ir ahí.</translation>
        </message>
        <message>
            <source>{space}: which discount on the {building}?</source>
            <translation>{space}: ¿qué descuento en {building:el}?</translation>
        </message>
        <message>
            <source>{space}: which building?</source>
            <translation>{space}: ¿qué edificio?</translation>
        </message>
        <message>
            <source>{space}: which discount?</source>
            <translation>{space}: ¿qué descuento?</translation>
        </message>
        <message>
            <source>{space}: which ship?</source>
            <translation>{space}: ¿qué barco?</translation>
        </message>
        <message>
            <source>{space}: to which track space?</source>
            <translation>{space}: ¿a qué casilla del medidor?</translation>
        </message>
        <message>
            <source>{space}: which bonus good?</source>
            <translation>{space}: ¿qué mercancía de bonificación?</translation>
        </message>
        <message>
            <source>{space}: remove how many empty sea tokens?</source>
            <translation>{space}: ¿cuántas fichas de mar vacío retiras?</translation>
        </message>
        <message>
            <source>No discount</source>
            <translation>Sin descuento</translation>
        </message>
        <message>
            <source>{goods} off</source>
            <translation>{goods} menos</translation>
        </message>
        <message>
            <source>Space {n} · {food} food (comes home empty)</source>
            <translation>Casilla {n} · {food} de Comida (vuelve vacío)</translation>
        </message>
        <message>
            <source>Space {n} · {food} food</source>
            <translation>Casilla {n} · {food} de Comida</translation>
        </message>
        <message>
            <source>+{n} {good}</source>
            <translation>+{n} de {good}</translation>
        </message>
        <message>
            <source>{space}: how many to sell?</source>
            <translation>{space}: ¿cuántas vendes?</translation>
        </message>
        <message>
            <source>Choose at least one good.</source>
            <translation>Elige al menos una mercancía.</translation>
        </message>
        <message>
            <source>You get {price}</source>
            <translation>Recibes {price}</translation>
        </message>
        <message>
            <source>Sell</source>
            <translation>Vender</translation>
        </message>
        <message>
            <source>Launch to space 1</source>
            <translation>Zarpar a la casilla 1</translation>
        </message>
        <message>
            <source>Do it anyway</source>
            <translation>Hacerlo de todos modos</translation>
        </message>
        <message>
            <source>Do it, don't warn me again</source>
            <translation>Hacerlo y no avisarme más</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>¿Por qué?</translation>
        </message>
        <message>
            <source>To build the {building}, place a worker on the {space}.</source>
            <translation>Para construir {building:el}, coloca un trabajador en {space:el}.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the whale on the pay box or the sell box.</source>
            <translation>Ahí no pasa nada: suelta la ficha en el recuadro de pagar o en el de vender.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the whale on your lit ship.</source>
            <translation>Ahí no pasa nada: suelta la ficha sobre tu barco iluminado.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the ship on your lit dock.</source>
            <translation>Ahí no pasa nada: suelta el barco en tu muelle iluminado.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the ship on a lit space of the track.</source>
            <translation>Ahí no pasa nada: suelta el barco en una casilla iluminada del medidor.</translation>
        </message>
        <message>
            <source>Nothing happens there: drop the worker on a lit space.</source>
            <translation>Ahí no pasa nada: suelta el trabajador en un espacio iluminado.</translation>
        </message>
        <message>
            <source>Wait a moment: the table is still moving (Space skips).</source>
            <translation>Un momento: la mesa aún se está moviendo (Espacio para saltar).</translation>
        </message>
        <message>
            <source>That is not possible now.</source>
            <translation>Eso no es posible ahora.</translation>
        </message>
        <message>
            <source>Press Space (or Skip) to see the result at once.</source>
            <translation>Pulsa Espacio (o Saltar) para ver el resultado de inmediato.</translation>
        </message>
        <message>
            <source>…</source>
            <translation>…</translation>
        </message>
        <message>
            <source>Space {n}: no launch possible there now.</source>
            <translation>Casilla {n}: ahora no se puede zarpar allí.</translation>
        </message>
        <message>
            <source>{space} ({food})</source>
            <translation>{space} ({food})</translation>
        </message>
        <message>
            <source>Launch to space {n} — {options}; it comes home empty this round</source>
            <translation>Zarpar a la casilla {n} — {options}; vuelve vacío en esta misma ronda</translation>
        </message>
        <message>
            <source>Launch to space {n} — {options}</source>
            <translation>Zarpar a la casilla {n} — {options}</translation>
        </message>
        <message>
            <source>{name}: place a worker</source>
            <translation>{name}: coloca un trabajador</translation>
        </message>
        <message>
            <source>Round {r} of {n}</source>
            <translation>Ronda {r} de {n}</translation>
        </message>
        <message>
            <source>{label}: {text}</source>
            <translation>{label}: {text}</translation>
        </message>
        <message>
            <source>Hold: {tokens}</source>
            <translation>Bodega: {tokens}</translation>
        </message>
        <message>
            <source>Hold: empty</source>
            <translation>Bodega: vacía</translation>
        </message>
        <message>
            <source>Track space {n}: launching here costs {food} food.</source>
            <translation>Casilla {n} del medidor: zarpar aquí cuesta {food} de Comida.</translation>
        </message>
        <message>
            <source>Return: ships here come home this movement phase.</source>
            <translation>Regreso: los barcos que están aquí vuelven a casa en esta fase de movimiento.</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <source>Lumber</source>
            <translation>Leña</translation>
        </message>
        <message>
            <source>Food</source>
            <translation>Comida</translation>
        </message>
        <message>
            <source>Brick</source>
            <translation>Ladrillo</translation>
        </message>
        <message>
            <source>Money</source>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>Game over</source>
            <translation>Fin de la partida</translation>
        </message>
        <message>
            <source>The computer plays this seat.</source>
            <translation>El ordenador juega por este asiento.</translation>
        </message>
        <message>
            <source>The Captain follows his Helm and Orders.</source>
            <translation>El Capitán sigue su Timón y sus Órdenes.</translation>
        </message>
        <message>
            <source>{name}: starting goods</source>
            <translation>{name}: mercancías iniciales</translation>
        </message>
        <message>
            <source>Take goods and money worth exactly {value} (lumber {lumber}, food {food}, brick {brick}).</source>
            <translation>Toma mercancías y dinero por valor de exactamente {value} (Leña {lumber}, Comida {food}, Ladrillo {brick}).</translation>
        </message>
        <message>
            <source>Inn: place your workers again on town or whaling-board spaces.</source>
            <translation>Posada: vuelve a colocar tus trabajadores en espacios de la ciudad o del Tablero de Balleneo.</translation>
        </message>
        <message>
            <source>Drag a worker onto a lit space, or click a worker and then a space. Docked ships can be dragged onto the track.</source>
            <translation>Arrastra un trabajador a un espacio iluminado, o haz clic en un trabajador y luego en un espacio. Los barcos del muelle se pueden arrastrar al medidor.</translation>
        </message>
        <message>
            <source>{name}: a ship comes home</source>
            <translation>{name}: un barco regresa</translation>
        </message>
        <message>
            <source>Drop to pay</source>
            <translation>Pagar aquí</translation>
        </message>
        <message>
            <source>Drop to sell</source>
            <translation>Vender aquí</translation>
        </message>
        <message>
            <source>{name}: whales for sale</source>
            <translation>{name}: ballenas en venta</translation>
        </message>
        <message>
            <source>{seller} sold these whales. Buy one for its full lay, or pass.</source>
            <translation>{seller} ha vendido estas ballenas. Compra una por su tasa completa, o pasa.</translation>
        </message>
        <message>
            <source>Buy {price}</source>
            <translation>Comprar {price}</translation>
        </message>
        <message>
            <source>Pass</source>
            <translation>Pasar</translation>
        </message>
        <message>
            <source>{name}: whaling</source>
            <translation>{name}: caza</translation>
        </message>
        <message>
            <source>Drag a drawn whale onto your ship at space {n} (or click it), or pass.</source>
            <translation>Arrastra una ballena sacada a tu barco de la casilla {n} (o haz clic en ella), o pasa.</translation>
        </message>
        <message>
            <source>Pass (take no whale)</source>
            <translation>Pasar (no tomar ballena)</translation>
        </message>
        <message>
            <source>Buy {n} {good} · {price}</source>
            <translation>Comprar {n} de {good} · {price}</translation>
        </message>
        <message>
            <source>Buy {n} {good} {price}</source>
            <translation>Comprar {n} {good} {price}</translation>
        </message>
        <message>
            <source>{n} {good} · {price}</source>
            <translation>{n} {good} · {price}</translation>
        </message>
        <message>
            <source>Once per worker placement, before placing.</source>
            <translation>Una vez por colocación de trabajador, antes de colocarlo.</translation>
        </message>
        <message>
            <source>Buy {n} {good}
{price}</source>
            <translation>Comprar {n} de
{good} · {price}</translation>
        </message>
        <message>
            <source>Buy · {price}
{n} {good}</source>
            <translation>Comprar · {price}
{n} {good}</translation>
        </message>
        <message>
            <source>Buy
{n} {good}</source>
            <translation>Comprar
{n} {good}</translation>
        </message>
        <message>
            <source>{n} {good}</source>
            <translation>{n} {good}</translation>
        </message>
        <message>
            <source>Take these</source>
            <translation>Tomar estas mercancías</translation>
        </message>
        <message>
            <source>Choose goods worth exactly {value}</source>
            <translation>Elige mercancías por exactamente {value}</translation>
        </message>
        <message>
            <source>Ocean bag: {n} tokens</source>
            <translation>Bolsa de Océano: {n} fichas</translation>
        </message>
        <message>
            <source>The marker moves on at the end of each round; the game ends after round {n}.</source>
            <translation>El marcador avanza al final de cada ronda; la partida termina tras la ronda {n}.</translation>
        </message>
        <message>
            <source>Ship's wheel: {name} places first this round.</source>
            <translation>Marcador de Primer Jugador: {name} coloca primero en esta ronda.</translation>
        </message>
        <message>
            <source>It passes to the left at the end of each round.</source>
            <translation>Pasa a la izquierda al final de cada ronda.</translation>
        </message>
        <message>
            <source>Score now: {total}
whales {w} · buildings {b} · bonuses {x} · money {m} ({left} left over)</source>
            <translation>Puntuación ahora: {total}
ballenas {w} · edificios {b} · bonificaciones {x} · dinero {m} ({left} de sobra)</translation>
        </message>
        <message>
            <source>Every building has been built.</source>
            <translation>Ya se han construido todos los edificios.</translation>
        </message>
        <message>
            <source>Round {r} of {n} · {phase}</source>
            <translation>Ronda {r} de {n} · {phase}</translation>
        </message>
        <message>
            <source>His next move:</source>
            <translation>Su próxima jugada:</translation>
        </message>
        <message>
            <source>Whales</source>
            <translation>Ballenas</translation>
        </message>
        <message>
            <source>Bldgs</source>
            <translation>Edif.</translation>
        </message>
        <message>
            <source>Bonus</source>
            <translation>Bonif.</translation>
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
            <translation>Bolsa de Océano
{n} fichas</translation>
        </message>
        <message>
            <source>Dock</source>
            <translation>Muelle</translation>
        </message>
        <message>
            <source>Workers left: {n}</source>
            <translation>Trabajadores restantes: {n}</translation>
        </message>
        <message>
            <source>Buildings ({n})</source>
            <translation>Edificios ({n})</translation>
        </message>
        <message>
            <source>Buildings ({n} of {lim})</source>
            <translation>Edificios ({n} de {lim})</translation>
        </message>
        <message>
            <source>Buildings ({n} of {lim}) · whale limit {w}</source>
            <translation>Edificios ({n} de {lim}) · límite de ballenas {w}</translation>
        </message>
        <message>
            <source>(Captain board not loaded)</source>
            <translation>(Tablero del Capitán no cargado)</translation>
        </message>
        <message>
            <source>White: {list}</source>
            <translation>Blanca: {list}</translation>
        </message>
        <message>
            <source>Black: {list}</source>
            <translation>Negra: {list}</translation>
        </message>
        <message>
            <source>Victory: {list}</source>
            <translation>Victoria: {list}</translation>
        </message>
        <message>
            <source>Limits: {b} buildings, {w} whales</source>
            <translation>Límites: {b} edificios, {w} ballenas</translation>
        </message>
        <message>
            <source>Tokens drawn in the whaling phase wait here for the ships.</source>
            <translation>Las fichas sacadas en la fase de caza esperan aquí a los barcos.</translation>
        </message>
        <message>
            <source>Prepared ships wait here until they are launched from the {space}.</source>
            <translation>Los barcos preparados esperan aquí hasta zarpar desde {space:el}.</translation>
        </message>
        <message>
            <source>Whales sold at a homecoming wait here until they are offered for sale.</source>
            <translation>Las ballenas vendidas al volver a casa esperan aquí hasta que se ofrecen a la venta.</translation>
        </message>
        <message>
            <source>Compass rose</source>
            <translation>Rosa de los vientos</translation>
        </message>
        <message>
            <source>Ships are prepared at the {prepare} and launched from the {launch} onto the track; at sea they take whales drawn from the ocean bag.</source>
            <translation>Los barcos se preparan en {prepare:el} y zarpan desde {launch:el} al medidor; en el mar toman ballenas sacadas de la Bolsa de Océano.</translation>
        </message>
        <message>
            <source>Whaling board</source>
            <translation>Tablero de Balleneo</translation>
        </message>
        <message>
            <source>To build one, place a worker on the {space}.</source>
            <translation>Para construir uno, coloca un trabajador en {space:el}.</translation>
        </message>
        <message>
            <source>Buildings not built yet</source>
            <translation>Edificios aún sin construir</translation>
        </message>
        <message>
            <source>Town board</source>
            <translation>Tablero de Ciudad</translation>
        </message>
        <message>
            <source>Its spaces are open to every player: place a worker on a lit one.</source>
            <translation>Sus espacios están abiertos a todos los jugadores: coloca un trabajador en uno iluminado.</translation>
        </message>
        <message>
            <source>His Orders, read in order until one finds him a space:</source>
            <translation>Sus Órdenes, leídas en orden hasta que una le da un espacio:</translation>
        </message>
        <message>
            <source>{b}: not in this game, skipped</source>
            <translation>{b}: no está en esta partida, se salta</translation>
        </message>
        <message>
            <source>{a}, then {b}</source>
            <translation>{a}, luego {b}</translation>
        </message>
        <message>
            <source>His next turn: round {n}.</source>
            <translation>Su próximo turno: ronda {n}.</translation>
        </message>
        <message>
            <source>draws from the bag</source>
            <translation>saca de la bolsa</translation>
        </message>
        <message>
            <source>nothing fits</source>
            <translation>nada encaja</translation>
        </message>
        <message>
            <source>builds the {building}</source>
            <translation>construye {building:el}</translation>
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
            <translation>Rumbo: {c}</translation>
        </message>
        <message>
            <source>Helm (from the start space, in order):</source>
            <translation>Timón (desde la casilla inicial, en orden):</translation>
        </message>
        <message>
            <source>Round {round}: {a}, then {b}</source>
            <translation>Ronda {round}: {a}, después {b}</translation>
        </message>
        <message>
            <source>{a} until round {r}, then {b}</source>
            <translation>{a} hasta la ronda {r}, luego {b}</translation>
        </message>
        <message>
            <source>Sell lumber at {price}</source>
            <translation>Vende Leña a {price}</translation>
        </message>
        <message>
            <source>Sell; first of each type double</source>
            <translation>Vende; la primera de cada tipo, doble</translation>
        </message>
        <message>
            <source>Prepare + launch</source>
            <translation>Prepara + zarpa</translation>
        </message>
        <message>
            <source>Launch for half food</source>
            <translation>Zarpa con media Comida</translation>
        </message>
        <message>
            <source>A ship 1 space out</source>
            <translation>Un barco 1 casilla más lejos</translation>
        </message>
        <message>
            <source>Bring Right whales home</source>
            <translation>Trae a casa las Ballenas Francas</translation>
        </message>
        <message>
            <source>{price} per whale on a ship</source>
            <translation>{price} por ballena en un barco</translation>
        </message>
        <message>
            <source>Empty sea: {one} / {two}</source>
            <translation>Mar vacío: {one} / {two}</translation>
        </message>
        <message>
            <source>Place both workers again</source>
            <translation>Coloca otra vez ambos trabajadores</translation>
        </message>
        <message>
            <source>Take it: +{price} a round</source>
            <translation>Tómala: +{price} por ronda</translation>
        </message>
        <message>
            <source>Repeat last Captain action</source>
            <translation>Repite la última acción de un Capitán</translation>
        </message>
        <message>
            <source>change course to {c}</source>
            <translation>cambiar Rumbo a {c}</translation>
        </message>
        <message>
            <source>{b} (if not owner)</source>
            <translation>{b} (si no es su dueño)</translation>
        </message>
        <message>
            <source>switch to {c}</source>
            <translation>pasa a {c}</translation>
        </message>
        <message>
            <source>his buildings</source>
            <translation>sus edificios</translation>
        </message>
        <message>
            <source>town</source>
            <translation>ciudad</translation>
        </message>
        <message>
            <source>opponents' buildings</source>
            <translation>edificios rivales</translation>
        </message>
        <message>
            <source>most goods</source>
            <translation>más mercancías</translation>
        </message>
        <message>
            <source>combination buildings</source>
            <translation>edificios de combinación</translation>
        </message>
        <message>
            <source>setup</source>
            <translation>preparación</translation>
        </message>
        <message>
            <source>action phase</source>
            <translation>fase de acción</translation>
        </message>
        <message>
            <source>Inn step</source>
            <translation>paso de la Posada</translation>
        </message>
        <message>
            <source>returns</source>
            <translation>regresos</translation>
        </message>
        <message>
            <source>whaling</source>
            <translation>caza</translation>
        </message>
        <message>
            <source>final returns</source>
            <translation>regresos finales</translation>
        </message>
        <message>
            <source>game over</source>
            <translation>fin de la partida</translation>
        </message>
        <message>
            <source>Game table</source>
            <translation>Mesa de juego</translation>
        </message>
    </context>
    <context>
        <name>Teaching</name>
        <message>
            <source>Rules reference</source>
            <translation>Reglamento</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <source>Suggest a move (H)</source>
            <translation>Sugerir una jugada (H)</translation>
        </message>
        <message>
            <source>Suggest a move</source>
            <translation>Sugerir una jugada</translation>
        </message>
        <message>
            <source>Ask for a good move, lit on the table with a reason</source>
            <translation>Pide una buena jugada, iluminada en la mesa y con su razón</translation>
        </message>
        <message>
            <source>Suggested move</source>
            <translation>Jugada sugerida</translation>
        </message>
        <message>
            <source>Why?</source>
            <translation>¿Por qué?</translation>
        </message>
        <message>
            <source>Why was the move refused?</source>
            <translation>¿Por qué se rechazó la jugada?</translation>
        </message>
        <message>
            <source>No hint now: it is not your move.</source>
            <translation>Ahora no hay pista: no es tu turno.</translation>
        </message>
        <message>
            <source>In the tutorial, make the lit move: the sentence under the board says why.</source>
            <translation>En el tutorial, haz la jugada iluminada: la frase bajo el tablero explica por qué.</translation>
        </message>
        <message>
            <source>Thinking about a good move… (strong: about 3 s)</source>
            <translation>Buscando una buena jugada… (fuerte: 3 s aprox.)</translation>
        </message>
        <message>
            <source>Thinking about a good move… (quick: about 1 s)</source>
            <translation>Buscando una buena jugada… (rápida: 1 s aprox.)</translation>
        </message>
        <message>
            <source>strong</source>
            <translation>fuerte</translation>
        </message>
        <message>
            <source>quick</source>
            <translation>rápida</translation>
        </message>
        <message>
            <source>Hint ({strength}, {seconds} s): {reason}</source>
            <translation>Pista ({strength}, {seconds} s): {reason}</translation>
        </message>
        <message>
            <source>No hint: {why}</source>
            <translation>Sin pista: {why}</translation>
        </message>
        <message>
            <source>{name} has no worker left to place this round: he places again in round {round}.</source>
            <translation>{name} ya no tiene trabajadores que colocar en esta ronda: vuelve a colocar en la ronda {round}.</translation>
        </message>
        <message>
            <source>What {name} would do if he placed now:</source>
            <translation>Lo que haría {name} si colocara ahora:</translation>
        </message>
    </context>
    <context>
        <name>TutorialPanel</name>
        <message>
            <source>Leave</source>
            <translation>Salir</translation>
        </message>
        <message>
            <source>Leave the tutorial</source>
            <translation>Salir del tutorial</translation>
        </message>
        <message>
            <source>Restart</source>
            <translation>Reiniciar</translation>
        </message>
        <message>
            <source>Restart the tutorial</source>
            <translation>Reiniciar el tutorial</translation>
        </message>
        <message>
            <source>Details</source>
            <translation>Detalles</translation>
        </message>
        <message>
            <source>Show the Captain's full reasoning</source>
            <translation>Mostrar el razonamiento completo del Capitán</translation>
        </message>
        <message>
            <source>Tutorial — step {n} of {total}</source>
            <translation>Tutorial — paso {n} de {total}</translation>
        </message>
        <message>
            <source>Play on</source>
            <translation>Seguir jugando</translation>
        </message>
        <message>
            <source>Next</source>
            <translation>Siguiente</translation>
        </message>
    </context>
    <context>
        <name>Tutorial</name>
        <message>
            <source>Not yet: in this step of the tutorial, make the lit move. {what}</source>
            <translation>Todavía no: en este paso del tutorial, haz la jugada iluminada. {what}</translation>
        </message>
        <message>
            <source>First read this step of the tutorial, then press Next.</source>
            <translation>Primero lee este paso del tutorial y luego pulsa Siguiente.</translation>
        </message>
    </context>
    <context>
        <name>App</name>
        <message>
            <source>Cannot start</source>
            <translation>No se puede iniciar</translation>
        </message>
        <message>
            <source>Settings</source>
            <translation>Ajustes</translation>
        </message>
        <message>
            <source>Play history</source>
            <translation>Historial de partidas</translation>
        </message>
        <message>
            <source>Captain board files refused</source>
            <translation>Archivos de tablero de Capitán rechazados</translation>
        </message>
        <message>
            <source>nbgui is already open</source>
            <translation>nbgui ya está abierto</translation>
        </message>
        <message>
            <source>Another nbgui window is using this data folder ({folder}). This window is read-only: it does not autosave or resume games and never moves or changes the other window's games. A game finished here is still filed with your finished games; use Save As to keep a game in progress.</source>
            <translation>Otra ventana de nbgui está usando esta carpeta de datos ({folder}). Esta ventana es de solo lectura: no guarda automáticamente ni reanuda partidas, y nunca mueve ni cambia las partidas de la otra ventana. Una partida terminada aquí se archiva igualmente con tus partidas terminadas; usa Guardar como para conservar una partida en curso.</translation>
        </message>
        <message>
            <source>Cannot open the save</source>
            <translation>No se puede abrir la partida guardada</translation>
        </message>
        <message>
            <source>Tutorial</source>
            <translation>Tutorial</translation>
        </message>
        <message>
            <source>(read-only: another window uses this data folder)</source>
            <translation>(solo lectura: otra ventana usa esta carpeta de datos)</translation>
        </message>
        <message>
            <source>These board files were refused:</source>
            <translation>Se han rechazado estos archivos de tablero:</translation>
        </message>
        <message>
            <source>Autosave damaged</source>
            <translation>Guardado automático dañado</translation>
        </message>
        <message>
            <source>Resume the game in progress: {game}?</source>
            <translation>¿Continuar la partida en curso: {game}?</translation>
        </message>
        <message>
            <source>Resume your game?</source>
            <translation>¿Continuar tu partida?</translation>
        </message>
        <message>
            <source>Cannot resume</source>
            <translation>No se puede continuar</translation>
        </message>
        <message>
            <source>Save opened</source>
            <translation>Partida abierta</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Farm</source>
            <translation>Granja</translation>
        </message>
        <message>
            <source>Forest</source>
            <translation>Bosque</translation>
        </message>
        <message>
            <source>Warehouse</source>
            <translation>Almacén</translation>
        </message>
        <message>
            <source>General Store</source>
            <translation>Tienda</translation>
        </message>
        <message>
            <source>Town Hall</source>
            <translation>Ayuntamiento</translation>
        </message>
        <message>
            <source>Dockyard</source>
            <translation>Astillero</translation>
        </message>
        <message>
            <source>City Pier</source>
            <translation>Puerto de la Ciudad</translation>
        </message>
        <message>
            <source>Bank</source>
            <translation>Banco</translation>
        </message>
        <message>
            <source>Dry Dock</source>
            <translation>Varadero</translation>
        </message>
        <message>
            <source>Lighthouse</source>
            <translation>Faro</translation>
        </message>
        <message>
            <source>Lumber Mill</source>
            <translation>Aserradero</translation>
        </message>
        <message>
            <source>Schoolhouse</source>
            <translation>Escuela</translation>
        </message>
        <message>
            <source>Tavern</source>
            <translation>Taberna</translation>
        </message>
        <message>
            <source>Tryworks</source>
            <translation>Caldera</translation>
        </message>
        <message>
            <source>Wharf</source>
            <translation>Embarcadero</translation>
        </message>
        <message>
            <source>Counting House</source>
            <translation>Tesorería</translation>
        </message>
        <message>
            <source>Mansion</source>
            <translation>Mansión</translation>
        </message>
        <message>
            <source>Municipal Office</source>
            <translation>Oficina Municipal</translation>
        </message>
        <message>
            <source>Seamen's Bethel</source>
            <translation>Capilla de los Marineros</translation>
        </message>
        <message>
            <source>Bakery</source>
            <translation>Panadería</translation>
        </message>
        <message>
            <source>Brickyard</source>
            <translation>Fábrica de ladrillos</translation>
        </message>
        <message>
            <source>Chandlery</source>
            <translation>Fábrica de velas</translation>
        </message>
        <message>
            <source>Cooperage</source>
            <translation>Tonelería</translation>
        </message>
        <message>
            <source>Courthouse</source>
            <translation>Juzgado</translation>
        </message>
        <message>
            <source>Inn</source>
            <translation>Posada</translation>
        </message>
        <message>
            <source>Market</source>
            <translation>Mercado</translation>
        </message>
        <message>
            <source>Post Office</source>
            <translation>Oficina de Correos</translation>
        </message>
        <message>
            <source>Turner's Mill</source>
            <translation>Taller de Tornero</translation>
        </message>
        <message>
            <source>Right whale</source>
            <translation>Ballena Franca</translation>
        </message>
        <message>
            <source>Bowhead whale</source>
            <translation>Ballena de Groenlandia</translation>
        </message>
        <message>
            <source>Sperm whale</source>
            <translation>Cachalote</translation>
        </message>
        <message>
            <source>Empty sea</source>
            <translation>Mar vacío</translation>
        </message>
        <message>
            <source>Gain 2 food. First worker: +1 food.</source>
            <translation>Gana 2 de Comida. Primer trabajador: +1 de Comida.</translation>
        </message>
        <message>
            <source>Gain 2 lumber. First worker: +1 lumber.</source>
            <translation>Gana 2 de Leña. Primer trabajador: +1 de Leña.</translation>
        </message>
        <message>
            <source>Gain 1 brick. First worker: +1 lumber, food or brick.</source>
            <translation>Gana 1 de Ladrillo. Primer trabajador: +1 de Leña, Comida o Ladrillo.</translation>
        </message>
        <message>
            <source>Sell goods: lumber and food $1 each, brick $2 (at least 1). First worker: +$1.</source>
            <translation>Vende: Leña y Comida a 1 $, Ladrillo a 2 $ (al menos 1). Primer trabajador: +1 $.</translation>
        </message>
        <message>
            <source>Build: pay a building's cost and take it. First worker: pay 1 fewer of one good in the cost.</source>
            <translation>Construye: paga el coste de un edificio y tómalo. Primer trabajador: paga 1 mercancía menos del coste.</translation>
        </message>
        <message>
            <source>Prepare: pay 2 lumber and put one of your ships on the dock. First worker: pay 1 lumber.</source>
            <translation>Prepara: paga 2 de Leña y pon uno de tus barcos en el muelle. Primer trabajador: paga 1 de Leña.</translation>
        </message>
        <message>
            <source>Launch: move a docked ship to a track space, paying its food cost. First worker: pay 1 fewer food.</source>
            <translation>Zarpa: mueve un barco del muelle a una casilla del medidor pagando su coste de Comida. Primer trabajador: paga 1 de Comida menos.</translation>
        </message>
        <message>
            <source>Gain $5.</source>
            <translation>Gana 5 $.</translation>
        </message>
        <message>
            <source>Prepare and launch one of your ships from your supply: pay 2 lumber and the full food cost of the space.</source>
            <translation>Prepara y haz zarpar uno de tus barcos de tu reserva: paga 2 de Leña y el coste completo de Comida de la casilla.</translation>
        </message>
        <message>
            <source>Move one of your ships at sea one space farther out; it takes the first slot there.</source>
            <translation>Mueve uno de tus barcos en el mar una casilla más lejos; ocupa el primer hueco de esa casilla.</translation>
        </message>
        <message>
            <source>Sell lumber at $2 each (at least 1).</source>
            <translation>Vende Leña a 2 $ cada una (al menos 1).</translation>
        </message>
        <message>
            <source>Gain 2 lumber and 2 food.</source>
            <translation>Gana 2 de Leña y 2 de Comida.</translation>
        </message>
        <message>
            <source>Remove 1 or 2 empty sea tokens lying beside the track: gain $4 for 1, $6 for 2.</source>
            <translation>Retira 1 o 2 fichas de mar vacío junto al medidor: gana 4 $ por 1, 6 $ por 2.</translation>
        </message>
        <message>
            <source>Return up to 3 Right whales from one of your ships at sea, free.</source>
            <translation>Devuelve gratis hasta 3 Ballenas Francas de uno de tus barcos en el mar.</translation>
        </message>
        <message>
            <source>Launch one of your docked ships paying half the food cost, rounded up.</source>
            <translation>Haz zarpar uno de tus barcos del muelle pagando la mitad de la Comida, redondeando hacia arriba.</translation>
        </message>
        <message>
            <source>End of game: 1 point per 2 Right whales you own.</source>
            <translation>Fin de partida: 1 punto por cada 2 Ballenas Francas.</translation>
        </message>
        <message>
            <source>End of game: 4 points.</source>
            <translation>Fin de partida: 4 puntos.</translation>
        </message>
        <message>
            <source>End of game: 1 point per 2 buildings you own, this one included.</source>
            <translation>Fin de partida: 1 punto por cada 2 edificios que poseas, este incluido.</translation>
        </message>
        <message>
            <source>End of game: 5 points.</source>
            <translation>Fin de partida: 5 puntos.</translation>
        </message>
        <message>
            <source>Gain 4 food.</source>
            <translation>Gana 4 de Comida.</translation>
        </message>
        <message>
            <source>Gain 3 brick.</source>
            <translation>Gana 3 de Ladrillo.</translation>
        </message>
        <message>
            <source>Gain $1, 1 lumber, 1 food and 1 brick.</source>
            <translation>Gana 1 $, 1 de Leña, 1 de Comida y 1 de Ladrillo.</translation>
        </message>
        <message>
            <source>Gain $1 per whale token on one of your ships at sea (at least 1).</source>
            <translation>Gana 1 $ por cada ficha de ballena en uno de tus barcos en el mar (al menos 1).</translation>
        </message>
        <message>
            <source>Build a building paying 2 fewer resources from its cost (never money).</source>
            <translation>Construye un edificio pagando 2 mercancías menos de su coste (nunca dinero).</translation>
        </message>
        <message>
            <source>After all workers are placed, pick up both your workers and place them again on town or whaling-board spaces.</source>
            <translation>Cuando todos los trabajadores estén colocados, recoge tus dos trabajadores y colócalos de nuevo en espacios de la ciudad o del Tablero de Balleneo.</translation>
        </message>
        <message>
            <source>Sell goods at normal prices; the first good of each type sold is paid double (at least 1).</source>
            <translation>Vende mercancías a precio normal; la primera de cada tipo se paga doble (al menos 1).</translation>
        </message>
        <message>
            <source>Become the owner: gain $2 at every end of round. Pays only the usual $1 fee; the owner cannot use it.</source>
            <translation>Pasa a ser el dueño: gana 2 $ al final de cada ronda. Solo se paga la tarifa de 1 $; el dueño no puede usarla.</translation>
        </message>
        <message>
            <source>Repeat the action of the most recent Captain worker placement, paying its normal price plus $1.</source>
            <translation>Repite la acción de la última colocación de un Capitán, pagando su precio normal más 1 $.</translation>
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
            <translation>El capitán loco, fuerte e imprevisible como una ballena. Se lanza a lo que más rinde y, cuando nada le conviene, sale a cazar por su cuenta.</translation>
        </message>
        <message>
            <source>Flask</source>
            <translation>Flask</translation>
        </message>
        <message>
            <source>The expert whaler. He keeps his ships going out, sends them far to sea, and builds only what helps the hunt.</source>
            <translation>El ballenero experto. Mantiene sus barcos siempre en marcha, los envía mar adentro y solo construye lo que ayuda a la caza.</translation>
        </message>
        <message>
            <source>Starbuck</source>
            <translation>Starbuck</translation>
        </message>
        <message>
            <source>Skilled in every part of the trade. He gathers goods, builds and sails in even measure, and seldom leaves a good opening to anyone else.</source>
            <translation>Domina todos los aspectos del oficio. Reúne mercancías, construye y navega a partes iguales, y rara vez deja una buena oportunidad a los demás.</translation>
        </message>
        <message>
            <source>Stubb</source>
            <translation>Stubb</translation>
        </message>
        <message>
            <source>The master builder. Brick and lumber come first, the town fills up with his buildings, and he keeps hauling in whales long after others would stop.</source>
            <translation>El maestro constructor. Primero el Ladrillo y la Leña; llena la ciudad de edificios y sigue cazando ballenas cuando otros ya habrían parado.</translation>
        </message>
    </context>
    <context>
        <name>Grammar</name>
        <message>
            <source>Farm</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Forest</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Warehouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>General Store</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Town Hall</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Dockyard</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>City Pier</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Bank</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Dry Dock</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Lighthouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Lumber Mill</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Schoolhouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Tavern</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Tryworks</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Wharf</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Counting House</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Mansion</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Municipal Office</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Seamen's Bethel</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Bakery</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Brickyard</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Chandlery</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Cooperage</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Courthouse</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Inn</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Market</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Post Office</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Turner's Mill</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Right whale</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Bowhead whale</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>f</translation>
        </message>
        <message>
            <source>Sperm whale</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
        <message>
            <source>Empty sea</source>
            <comment>gender: m, f, m pl or f pl</comment>
            <translation>m</translation>
        </message>
    </context>
    <context>
        <name>Messages</name>
        <message>
            <source>the {name}</source>
            <comment>form.el</comment>
            <translation>el {name}|la {name}|los {name}|las {name}</translation>
        </message>
        <message>
            <source>of the {name}</source>
            <comment>form.del</comment>
            <translation>del {name}|de la {name}|de los {name}|de las {name}</translation>
        </message>
        <message>
            <source>to the {name}</source>
            <comment>form.al</comment>
            <translation>al {name}|a la {name}|a los {name}|a las {name}</translation>
        </message>
        <message>
            <source>${n}</source>
            <comment>unit.money</comment>
            <translation>{n} $</translation>
        </message>
        <message>
            <source>${n}</source>
            <comment>unit.money.short</comment>
            <translation>{n}$</translation>
        </message>
        <message numerus="yes">
            <source>%n lumber</source>
            <comment>unit.lumber</comment>
            <translation>
                <numerusform>%n de Leña</numerusform>
                <numerusform>%n de Leña</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n food</source>
            <comment>unit.food</comment>
            <translation>
                <numerusform>%n de Comida</numerusform>
                <numerusform>%n de Comida</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n brick</source>
            <comment>unit.brick</comment>
            <translation>
                <numerusform>%n de Ladrillo</numerusform>
                <numerusform>%n de Ladrillo</numerusform>
            </translation>
        </message>
        <message>
            <source>nothing</source>
            <comment>unit.nothing</comment>
            <translation>nada</translation>
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
            <translation>{items} y {last}</translation>
        </message>
        <message>
            <source>{items} and {last}</source>
            <comment>list.and.sound</comment>
            <translation>{items} e {last}</translation>
        </message>
        <message>
            <source>-</source>
            <comment>list.and.starts</comment>
            <translation>i í hi hí !hia !hie !hio !hiu</translation>
        </message>
        <message numerus="yes">
            <source>%n points</source>
            <comment>unit.points</comment>
            <translation>
                <numerusform>%n punto</numerusform>
                <numerusform>%n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>{whole}.{tenth}</source>
            <comment>suggest.decimal</comment>
            <translation>{whole},{tenth}</translation>
        </message>
        <message>
            <source>{n} points</source>
            <comment>unit.points.decimal</comment>
            <translation>{n} puntos</translation>
        </message>
        <message>
            <source>On average he finished {points} ahead of {player}.</source>
            <comment>ladder.margin.ahead</comment>
            <translation>De media terminó {points} por delante de {player}.</translation>
        </message>
        <message>
            <source>On average he finished {points} behind {player}.</source>
            <comment>ladder.margin.behind</comment>
            <translation>De media terminó {points} por detrás de {player}.</translation>
        </message>
        <message>
            <source>On average he finished level with {player}.</source>
            <comment>ladder.margin.level</comment>
            <translation>De media terminó empatado con {player}.</translation>
        </message>
        <message numerus="yes">
            <source>%n empty sea tokens</source>
            <comment>unit.sea_tokens</comment>
            <translation>
                <numerusform>%n ficha de mar vacío</numerusform>
                <numerusform>%n fichas de mar vacío</numerusform>
            </translation>
        </message>
        <message>
            <source>lumber</source>
            <comment>good.lumber</comment>
            <translation>Leña</translation>
        </message>
        <message>
            <source>food</source>
            <comment>good.food</comment>
            <translation>Comida</translation>
        </message>
        <message>
            <source>brick</source>
            <comment>good.brick</comment>
            <translation>Ladrillo</translation>
        </message>
        <message>
            <source>money</source>
            <comment>good.money</comment>
            <translation>dinero</translation>
        </message>
        <message numerus="yes">
            <source>{kind} (lay {lay}, %n points)</source>
            <comment>token</comment>
            <translation>
                <numerusform>{kind} (tasa {lay}, %n punto)</numerusform>
                <numerusform>{kind} (tasa {lay}, %n puntos)</numerusform>
            </translation>
        </message>
        <message>
            <source>{kind} token</source>
            <comment>token.sea</comment>
            <translation>{kind}</translation>
        </message>
        <message numerus="yes">
            <source>%n Right whales (lay {lay}, {points} each)</source>
            <comment>whale.right</comment>
            <translation>
                <numerusform>%n Ballena Franca (tasa {lay}, {points})</numerusform>
                <numerusform>%n Ballenas Francas (tasa {lay}, {points} cada una)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Bowhead whales (lay {lay}, {points} each)</source>
            <comment>whale.bowhead</comment>
            <translation>
                <numerusform>%n Ballena de Groenlandia (tasa {lay}, {points})</numerusform>
                <numerusform>%n Ballenas de Groenlandia (tasa {lay}, {points} cada una)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n Sperm whales (lay {lay}, {points} each)</source>
            <comment>whale.sperm</comment>
            <translation>
                <numerusform>%n Cachalote (tasa {lay}, {points})</numerusform>
                <numerusform>%n Cachalotes (tasa {lay}, {points} cada uno)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n empty sea tokens</source>
            <comment>whale.sea</comment>
            <translation>
                <numerusform>%n ficha de mar vacío</numerusform>
                <numerusform>%n fichas de mar vacío</numerusform>
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
            <translation>Paga la tasa de la ballena para quedarte con ella (puntúa al final) o véndela por la mitad (otros pueden comprarla).</translation>
        </message>
        <message>
            <source>{kind} ×{n}</source>
            <comment>returns.pile</comment>
            <translation>{kind} ×{n}</translation>
        </message>
        <message>
            <source>Keep for {money}</source>
            <comment>returns.keep</comment>
            <translation>Guardarla por {money}</translation>
        </message>
        <message>
            <source>Sell for {money}</source>
            <comment>returns.sell_for</comment>
            <translation>Venderla por {money}</translation>
        </message>
        <message>
            <source>Pay {money}</source>
            <comment>returns.pay</comment>
            <translation>Pagar {money}</translation>
        </message>
        <message>
            <source>Sell {money}</source>
            <comment>returns.sell</comment>
            <translation>Vender {money}</translation>
        </message>
        <message>
            <source>{whale}: pay {money} to keep it; it scores {points} at the end.</source>
            <comment>returns.pay.tip</comment>
            <translation>{whale}: paga {money} para quedarte con la ficha; suma {points} al final.</translation>
        </message>
        <message>
            <source>{whale}: sell it for {money}; the others may buy it for {lay}.</source>
            <comment>returns.sell.tip</comment>
            <translation>{whale}: vende la ficha por {money}; los demás pueden comprarla por {lay}.</translation>
        </message>
        <message numerus="yes">
            <source>+1 per %n buildings</source>
            <comment>tile.points_per_building</comment>
            <translation>
                <numerusform>+1 por cada edificio</numerusform>
                <numerusform>+1 por cada %n edificios</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+1 per %n Right whales</source>
            <comment>tile.points_per_right</comment>
            <translation>
                <numerusform>+1 por cada Ballena Franca</numerusform>
                <numerusform>+1 por cada %n Ballenas Francas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Build, %n goods off</source>
            <comment>tile.build_discount</comment>
            <translation>
                <numerusform>Construye, %n mercancía menos</numerusform>
                <numerusform>Construye, %n mercancías menos</numerusform>
            </translation>
        </message>
        <message>
            <source>AI {n} ({level})</source>
            <comment>seat.ai</comment>
            <translation>IA {n} ({level})</translation>
        </message>
        <message>
            <source>Easy</source>
            <comment>ai.level.easy</comment>
            <translation>Fácil</translation>
        </message>
        <message>
            <source>Medium</source>
            <comment>ai.level.medium</comment>
            <translation>Medio</translation>
        </message>
        <message>
            <source>Strong</source>
            <comment>ai.level.strong</comment>
            <translation>Fuerte</translation>
        </message>
        <message>
            <source>{seat}'s small ship</source>
            <comment>ship.small</comment>
            <translation>barco pequeño de {seat}</translation>
        </message>
        <message>
            <source>{seat}'s large ship</source>
            <comment>ship.large</comment>
            <translation>barco grande de {seat}</translation>
        </message>
        <message>
            <source>The small ship of {seat}</source>
            <comment>ship.small_of</comment>
            <translation>barco pequeño de {seat}</translation>
        </message>
        <message>
            <source>The large ship of {seat}</source>
            <comment>ship.large_of</comment>
            <translation>barco grande de {seat}</translation>
        </message>
        <message>
            <source>Small ship (in supply)</source>
            <comment>choice.ship.small.supply</comment>
            <translation>Barco pequeño (en la reserva)</translation>
        </message>
        <message>
            <source>Large ship (in supply)</source>
            <comment>choice.ship.large.supply</comment>
            <translation>Barco grande (en la reserva)</translation>
        </message>
        <message>
            <source>Small ship (docked)</source>
            <comment>choice.ship.small.dock</comment>
            <translation>Barco pequeño (en el muelle)</translation>
        </message>
        <message>
            <source>Large ship (docked)</source>
            <comment>choice.ship.large.dock</comment>
            <translation>Barco grande (en el muelle)</translation>
        </message>
        <message>
            <source>Small ship (coming home)</source>
            <comment>choice.ship.small.return</comment>
            <translation>Barco pequeño (volviendo a casa)</translation>
        </message>
        <message>
            <source>Large ship (coming home)</source>
            <comment>choice.ship.large.return</comment>
            <translation>Barco grande (volviendo a casa)</translation>
        </message>
        <message numerus="yes">
            <source>Small ship (at space {space}, %n whales)</source>
            <comment>choice.ship.small.sea</comment>
            <translation>
                <numerusform>Barco pequeño (en la casilla {space}, %n ballena)</numerusform>
                <numerusform>Barco pequeño (en la casilla {space}, %n ballenas)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Large ship (at space {space}, %n whales)</source>
            <comment>choice.ship.large.sea</comment>
            <translation>
                <numerusform>Barco grande (en la casilla {space}, %n ballena)</numerusform>
                <numerusform>Barco grande (en la casilla {space}, %n ballenas)</numerusform>
            </translation>
        </message>
        <message>
            <source>Your small ship</source>
            <comment>ship.your_small</comment>
            <translation>Tu barco pequeño</translation>
        </message>
        <message>
            <source>Your large ship</source>
            <comment>ship.your_large</comment>
            <translation>Tu barco grande</translation>
        </message>
        <message>
            <source>{seat} must choose their starting goods.</source>
            <comment>decision.start_goods</comment>
            <translation>{seat} debe elegir sus mercancías iniciales.</translation>
        </message>
        <message>
            <source>{seat} must place a worker.</source>
            <comment>decision.place</comment>
            <translation>{seat} debe colocar un trabajador.</translation>
        </message>
        <message>
            <source>{seat} must roll the course die.</source>
            <comment>decision.roll</comment>
            <translation>{seat} debe tirar el dado de Rumbo.</translation>
        </message>
        <message>
            <source>{seat} must pay or sell the whales on a returning ship.</source>
            <comment>decision.return</comment>
            <translation>{seat} debe pagar o vender las ballenas de un barco que regresa.</translation>
        </message>
        <message>
            <source>{seat} may buy a sold whale or pass.</source>
            <comment>decision.buy_whale</comment>
            <translation>{seat} puede comprar una ballena vendida o pasar.</translation>
        </message>
        <message>
            <source>{seat} may take a whale or pass.</source>
            <comment>decision.pick</comment>
            <translation>{seat} puede tomar una ballena o pasar.</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <comment>decision.over</comment>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>choose your starting goods first.</source>
            <comment>decision.you.start_goods</comment>
            <translation>primero elige tus mercancías iniciales.</translation>
        </message>
        <message>
            <source>you must place a worker.</source>
            <comment>decision.you.place</comment>
            <translation>debes colocar un trabajador.</translation>
        </message>
        <message>
            <source>you must roll the course die.</source>
            <comment>decision.you.roll</comment>
            <translation>debes tirar el dado de Rumbo.</translation>
        </message>
        <message>
            <source>pay for or sell the whales on your ship coming home first.</source>
            <comment>decision.you.return</comment>
            <translation>primero paga o vende las ballenas de tu barco que vuelve a casa.</translation>
        </message>
        <message>
            <source>buy one of the whales for sale, or pass, first.</source>
            <comment>decision.you.buy_whale</comment>
            <translation>primero compra una de las ballenas a la venta, o pasa.</translation>
        </message>
        <message>
            <source>take a whale for your ship, or pass, first.</source>
            <comment>decision.you.pick</comment>
            <translation>primero toma una ballena para tu barco, o pasa.</translation>
        </message>
        <message>
            <source>Your move…</source>
            <comment>turn.yours_shown</comment>
            <translation>Tu jugada…</translation>
        </message>
        <message>
            <source>{seat} is playing…</source>
            <comment>turn.playing</comment>
            <translation>Está jugando {seat}…</translation>
        </message>
        <message>
            <source>{seat} is thinking…</source>
            <comment>turn.thinking</comment>
            <translation>{seat} está pensando…</translation>
        </message>
        <message>
            <source>Nothing to undo yet.</source>
            <comment>undo.none</comment>
            <translation>Aún no hay nada que deshacer.</translation>
        </message>
        <message>
            <source>Nothing to undo: first choose where the Captain goes.</source>
            <comment>undo.tie</comment>
            <translation>No hay nada que deshacer: primero elige adónde va el Capitán.</translation>
        </message>
        <message>
            <source>Nothing to undo: {seat} has moved since, and an AI player's move cannot be taken back.</source>
            <comment>undo.after_ai</comment>
            <translation>No hay nada que deshacer: {seat} ha jugado después, y la jugada de un jugador de IA no se puede deshacer.</translation>
        </message>
        <message>
            <source>Nothing to undo: {seat} has moved since, and a Captain's move cannot be taken back.</source>
            <comment>undo.after_captain</comment>
            <translation>No hay nada que deshacer: {seat} ha jugado después, y la jugada de un Capitán no se puede deshacer.</translation>
        </message>
        <message>
            <source>Nothing to undo: the last move revealed a die roll or a draw from the bag, which cannot be taken back.</source>
            <comment>undo.after_chance</comment>
            <translation>No hay nada que deshacer: la última jugada reveló una tirada de dado o fichas sacadas de la bolsa, y eso no se puede deshacer.</translation>
        </message>
        <message>
            <source>Next to move: {seat}</source>
            <comment>turn.replay</comment>
            <translation>Le toca mover a: {seat}</translation>
        </message>
        <message>
            <source>A replay: nothing is played here. Step through the game with the buttons below or the arrow keys.</source>
            <comment>turn.replay.how</comment>
            <translation>Una repetición: aquí no se juega. Recorre la partida con los botones de abajo o con las flechas del teclado.</translation>
        </message>
        <message>
            <source>Game over: {winners} won.</source>
            <comment>turn.over</comment>
            <translation>Fin de la partida: ha ganado {winners}.</translation>
        </message>
        <message>
            <source>Game over: {winners} won.</source>
            <comment>turn.over.tie</comment>
            <translation>Fin de la partida: han ganado {winners}.</translation>
        </message>
        <message>
            <source>{seat} {n}</source>
            <comment>turn.over.score</comment>
            <translation>{seat} {n}</translation>
        </message>
        <message>
            <source>{scores}. Winner: {winners}.</source>
            <comment>turn.over.scores</comment>
            <translation>{scores}. Gana: {winners}.</translation>
        </message>
        <message>
            <source>{scores}. Winners: {winners}.</source>
            <comment>turn.over.scores.tie</comment>
            <translation>{scores}. Ganan: {winners}.</translation>
        </message>
        <message>
            <source>Winner: {winners}</source>
            <comment>sheet.winner</comment>
            <translation>Gana: {winners}</translation>
        </message>
        <message>
            <source>{building} +{points}</source>
            <comment>sheet.bonus</comment>
            <translation>{building} +{points}</translation>
        </message>
        <message>
            <source>Winners: {winners}</source>
            <comment>sheet.winner.tie</comment>
            <translation>Ganan: {winners}</translation>
        </message>
        <message>
            <source>Nobody</source>
            <comment>nobody</comment>
            <translation>Nadie</translation>
        </message>
        <message>
            <source>the supply</source>
            <comment>supply</comment>
            <translation>la reserva</translation>
        </message>
        <message>
            <source>New game (seed {seed}): {seats}.</source>
            <comment>event.game_started</comment>
            <translation>Nueva partida (semilla {seed}): {seats}.</translation>
        </message>
        <message>
            <source>Building setup order: {buildings}.</source>
            <comment>event.building_order</comment>
            <translation>Orden de los edificios: {buildings}.</translation>
        </message>
        <message>
            <source>{seat} starts with {goods}.</source>
            <comment>event.starting_goods</comment>
            <translation>{seat} empieza con {goods}.</translation>
        </message>
        <message>
            <source>Round {round} begins. Order: {order}.</source>
            <comment>event.round_started</comment>
            <translation>Empieza la ronda {round}. Orden: {order}.</translation>
        </message>
        <message>
            <source>{seat} buys {amount} for {price}.</source>
            <comment>event.goods_bought</comment>
            <translation>{seat} compra {amount} por {price}.</translation>
        </message>
        <message>
            <source>{seat} places a worker{inn} on the {space}{repeat}{bonus}.</source>
            <comment>event.worker_placed</comment>
            <translation>{seat} coloca un trabajador{inn} en {space:el}{repeat}{bonus}.</translation>
        </message>
        <message>
            <source> again (Inn)</source>
            <comment>event.placed_inn</comment>
            <translation> de nuevo (Posada)</translation>
        </message>
        <message>
            <source> (repeating the {space})</source>
            <comment>event.placed_repeat</comment>
            <translation> (repitiendo {space:el})</translation>
        </message>
        <message>
            <source> and takes the first-worker bonus</source>
            <comment>event.placed_bonus</comment>
            <translation> y toma la bonificación del primer trabajador</translation>
        </message>
        <message>
            <source>{payer} pays {amount} to {payee} for the {building}.</source>
            <comment>event.fee_paid</comment>
            <translation>{payer} paga {amount} a {payee} por {building:el}.</translation>
        </message>
        <message>
            <source>{payee} receives {amount} from the supply for the {building}.</source>
            <comment>event.fee_from_supply</comment>
            <translation>{payee} recibe {amount} de la reserva por {building:el}.</translation>
        </message>
        <message>
            <source>{seat} gains {goods}.</source>
            <comment>event.goods_gained</comment>
            <translation>{seat} gana {goods}.</translation>
        </message>
        <message>
            <source>{seat} pays {goods}.</source>
            <comment>event.goods_spent</comment>
            <translation>{seat} paga {goods}.</translation>
        </message>
        <message>
            <source>{seat} builds the {building}.</source>
            <comment>event.built</comment>
            <translation>{seat} construye {building:el}.</translation>
        </message>
        <message>
            <source>{seat} takes the {building} from {owner}.</source>
            <comment>event.post_office</comment>
            <translation>{seat} le quita {building:el} a {owner}.</translation>
        </message>
        <message>
            <source>{ship} is prepared on the dock.</source>
            <comment>event.ship_prepared</comment>
            <translation>Se prepara el {ship} en el muelle.</translation>
        </message>
        <message>
            <source>{ship} is launched to space {space}.</source>
            <comment>event.ship_launched</comment>
            <translation>Zarpa el {ship} hacia la casilla {space}.</translation>
        </message>
        <message>
            <source>{ship} moves from space {start} to space {end}.</source>
            <comment>event.ship_moved</comment>
            <translation>Avanza el {ship} de la casilla {start} a la {end}.</translation>
        </message>
        <message>
            <source>{ship} moves from space {start} to Return.</source>
            <comment>event.ship_moved_home</comment>
            <translation>Avanza el {ship} de la casilla {start} al Regreso.</translation>
        </message>
        <message>
            <source>Inn step: {seat} picks up both workers to place them again.</source>
            <comment>event.inn_started</comment>
            <translation>Paso de la Posada: {seat} recoge sus dos trabajadores para colocarlos de nuevo.</translation>
        </message>
        <message>
            <source>{seat} removes {tokens} from the game.</source>
            <comment>event.sea_removed</comment>
            <translation>{seat} retira {tokens} de la partida.</translation>
        </message>
        <message>
            <source>{seat} renders {whales} at the {building}.</source>
            <comment>event.rendered</comment>
            <translation>{seat} procesa {whales} en {building:el}.</translation>
        </message>
        <message>
            <source>{ship} comes home with {cargo}.</source>
            <comment>event.ship_returning</comment>
            <translation>Vuelve a casa el {ship} con {cargo}.</translation>
        </message>
        <message>
            <source>{ship} comes home with no whales.</source>
            <comment>event.ship_returning_empty</comment>
            <translation>Vuelve a casa el {ship} sin ballenas.</translation>
        </message>
        <message>
            <source>no whales</source>
            <comment>event.no_whales</comment>
            <translation>ninguna ballena</translation>
        </message>
        <message>
            <source>{seat} pays {lay} to keep the {token}.</source>
            <comment>event.lay_paid</comment>
            <translation>{seat} paga {lay} para quedarse con la ficha de {token}.</translation>
        </message>
        <message>
            <source>{seat} keeps the {token}: Captains pay no lay.</source>
            <comment>event.whale_kept</comment>
            <translation>{seat} se queda con la ficha de {token}: los Capitanes no pagan tasa.</translation>
        </message>
        <message>
            <source>{seat} keeps both: Captains pay no lay.</source>
            <comment>event.whales_kept_two</comment>
            <translation>{seat} se queda con las dos: los Capitanes no pagan tasa.</translation>
        </message>
        <message numerus="yes">
            <source>{seat} keeps all %n: Captains pay no lay.</source>
            <comment>event.whales_kept</comment>
            <translation>
                <numerusform>{seat} se queda con ella: los Capitanes no pagan tasa.</numerusform>
                <numerusform>{seat} se queda con las %n: los Capitanes no pagan tasa.</numerusform>
            </translation>
        </message>
        <message>
            <source>{seat} sells the {token} for {money}.</source>
            <comment>event.whale_sold</comment>
            <translation>{seat} vende la ficha de {token} por {money}.</translation>
        </message>
        <message>
            <source>{seat} buys the {token} for {price}.</source>
            <comment>event.whale_bought</comment>
            <translation>{seat} compra la ficha de {token} por {price}.</translation>
        </message>
        <message>
            <source>{seat} buys the {token} free: Captains pay no lay.</source>
            <comment>event.whale_bought_captain</comment>
            <translation>{seat} compra la ficha de {token} gratis: los Capitanes no pagan tasa.</translation>
        </message>
        <message>
            <source>{seat} buys the {token} free.</source>
            <comment>event.whale_free</comment>
            <translation>{seat} compra la ficha de {token} gratis.</translation>
        </message>
        <message>
            <source>{seat} sells the {token}: a Captain takes no money for it.</source>
            <comment>event.whale_sold_captain</comment>
            <translation>{seat} vende la ficha de {token}: un Capitán no cobra nada por ella.</translation>
        </message>
        <message>
            <source>{seat} cannot afford any of the whales for sale.</source>
            <comment>event.buyer_cannot</comment>
            <translation>{seat} no tiene dinero para ninguna de las ballenas en venta.</translation>
        </message>
        <message>
            <source>{seat} cannot buy: he has reached his whale limit.</source>
            <comment>event.buyer_at_limit</comment>
            <translation>{seat} no puede comprar: ha llegado a su límite de ballenas.</translation>
        </message>
        <message>
            <source>{seat} passes.</source>
            <comment>event.buyer_passes</comment>
            <translation>{seat} pasa.</translation>
        </message>
        <message>
            <source>Unsold whales leave the game: {tokens}.</source>
            <comment>event.whales_removed</comment>
            <translation>Las ballenas sin vender salen de la partida: {tokens}.</translation>
        </message>
        <message>
            <source>{ship} is home.</source>
            <comment>event.ship_home</comment>
            <translation>Vuelve a casa el {ship}.</translation>
        </message>
        <message numerus="yes">
            <source>%n tokens from beside the track go back into the bag.</source>
            <comment>event.tokens_to_bag</comment>
            <translation>
                <numerusform>%n ficha que estaba junto al medidor vuelve a la bolsa.</numerusform>
                <numerusform>%n fichas que estaban junto al medidor vuelven a la bolsa.</numerusform>
            </translation>
        </message>
        <message>
            <source>Drawn from the bag: {tokens}.</source>
            <comment>event.tokens_drawn</comment>
            <translation>Sacadas de la bolsa: {tokens}.</translation>
        </message>
        <message>
            <source>{ship} takes the {token}.</source>
            <comment>event.whale_taken</comment>
            <translation>Sube al {ship} la ficha de {token}.</translation>
        </message>
        <message>
            <source>{ship} can take nothing.</source>
            <comment>event.pick_cannot</comment>
            <translation>El {ship} no puede tomar nada.</translation>
        </message>
        <message>
            <source>{ship} passes.</source>
            <comment>event.pick_passes</comment>
            <translation>El {ship} pasa.</translation>
        </message>
        <message>
            <source>{seat} collects {amount} from the {building}.</source>
            <comment>event.income</comment>
            <translation>{seat} cobra {amount} {building:del}.</translation>
        </message>
        <message>
            <source>Round {round} ends.</source>
            <comment>event.round_ended</comment>
            <translation>Termina la ronda {round}.</translation>
        </message>
        <message>
            <source>Movement phase.</source>
            <comment>event.phase_movement</comment>
            <translation>Fase de movimiento.</translation>
        </message>
        <message>
            <source>Whaling phase.</source>
            <comment>event.phase_whaling</comment>
            <translation>Fase de caza.</translation>
        </message>
        <message>
            <source>Final returns phase: the ships at sea move one space toward shore at a time until every ship is home.</source>
            <comment>event.phase_final</comment>
            <translation>Regresos finales: los barcos en el mar avanzan una casilla hacia la costa cada vez, hasta que todos están en casa.</translation>
        </message>
        <message>
            <source>{phase} phase.</source>
            <comment>event.phase</comment>
            <translation>Fase: {phase}.</translation>
        </message>
        <message>
            <source>{seat} rolls the course die: {value}.</source>
            <comment>event.die_rolled</comment>
            <translation>{seat} tira el dado de Rumbo: {value}.</translation>
        </message>
        <message>
            <source>{seat}'s Helm moves from space {start} to {end}.</source>
            <comment>event.helm_moved</comment>
            <translation>El Timón de {seat} pasa de la casilla {start} a la {end}.</translation>
        </message>
        <message>
            <source>{seat} draws the {token} and puts it back in the bag.</source>
            <comment>event.fallback_back</comment>
            <translation>{seat} saca la ficha de {token} y la devuelve a la bolsa.</translation>
        </message>
        <message>
            <source>{seat} draws the {token} onto {ship}.</source>
            <comment>event.fallback_ship</comment>
            <translation>{seat} saca la ficha de {token} para {ship}.</translation>
        </message>
        <message numerus="yes">
            <source>{seat} keeps his best whales and sells the other %n for nothing (Captains take no money): {whales}.</source>
            <comment>event.end_sale</comment>
            <translation>
                <numerusform>{seat} se queda con sus mejores ballenas y vende la otra sin cobrar nada (los Capitanes no cobran): {whales}.</numerusform>
                <numerusform>{seat} se queda con sus mejores ballenas y vende las otras %n sin cobrar nada (los Capitanes no cobran): {whales}.</numerusform>
            </translation>
        </message>
        <message>
            <source>Game over. Winner: {winners}.</source>
            <comment>event.game_ended</comment>
            <translation>Fin de la partida. Gana: {winners}.</translation>
        </message>
        <message>
            <source>Game over. Winners: {winners}.</source>
            <comment>event.game_ended.tie</comment>
            <translation>Fin de la partida. Ganan: {winners}.</translation>
        </message>
        <message>
            <source>{event}</source>
            <comment>event.unknown</comment>
            <translation>{event}</translation>
        </message>
        <message>
            <source>There is no space called '{space}' in this game.</source>
            <comment>refusal.unknown_space</comment>
            <translation>No existe ningún espacio llamado «{space}» en esta partida.</translation>
        </message>
        <message>
            <source>This worker comes back from the Inn: it may go only on a town or whaling-board space.</source>
            <comment>refusal.inn_town_only</comment>
            <translation>Este trabajador vuelve de la Posada: solo puede ir a un espacio de la ciudad o del Tablero de Balleneo.</translation>
        </message>
        <message>
            <source>The {building} has not been built yet.</source>
            <comment>refusal.not_built</comment>
            <translation>Todavía no se ha construido {building:el}.</translation>
        </message>
        <message>
            <source>The {building} is a victory building: it has no action and only scores at the end. Place the worker on another space.</source>
            <comment>refusal.no_action</comment>
            <translation>{building:El} es un edificio de victoria: no tiene acción y solo da puntos al final. Coloca el trabajador en otro espacio.</translation>
        </message>
        <message>
            <source>A worker is already on the {building} this round: choose a free space.</source>
            <comment>refusal.space_taken</comment>
            <translation>Ya hay un trabajador en {building:el} esta ronda: elige un espacio libre.</translation>
        </message>
        <message>
            <source>The {building} is yours, and its owner cannot use it: place the worker on another space.</source>
            <comment>refusal.own_post_office</comment>
            <translation>{building:El} es {building:tuyo|tuya}, y su dueño no puede {building:usarlo|usarla}: coloca el trabajador en otro espacio.</translation>
        </message>
        <message>
            <source>Captains do not use the {building}.</source>
            <comment>refusal.captain_turners_mill</comment>
            <translation>Los Capitanes no usan {building:el}.</translation>
        </message>
        <message>
            <source>No Captain has placed a worker yet: nothing to repeat.</source>
            <comment>refusal.no_captain_action</comment>
            <translation>Ningún Capitán ha colocado aún un trabajador: no hay nada que repetir.</translation>
        </message>
        <message>
            <source>The {mill} cannot repeat the {building}.</source>
            <comment>refusal.cannot_repeat</comment>
            <translation>{mill:El} no puede repetir {building:el}.</translation>
        </message>
        <message>
            <source>To use the {space} you pay {cost} first; you have {have}.</source>
            <comment>refusal.fee_unaffordable</comment>
            <translation>Para usar {space:el} hay que pagar antes {cost}; tienes {have}.</translation>
        </message>
        <message>
            <source>{doing} needs {need}; you have {have}.</source>
            <comment>refusal.needs</comment>
            <translation>{doing} necesita {need}; tienes {have}.</translation>
        </message>
        <message>
            <source>{doing} needs {need}; you have {have}. Buy {amount} for {price} first, then place the worker.</source>
            <comment>refusal.needs_buy</comment>
            <translation>{doing} necesita {need}; tienes {have}. Compra antes {amount} por {price} y luego coloca el trabajador.</translation>
        </message>
        <message>
            <source>Building the {building}</source>
            <comment>doing.build</comment>
            <translation>Construir {building:el}</translation>
        </message>
        <message>
            <source>Preparing a ship</source>
            <comment>doing.prepare</comment>
            <translation>Preparar un barco</translation>
        </message>
        <message>
            <source>Launching to space {space}</source>
            <comment>doing.launch</comment>
            <translation>Zarpar a la casilla {space}</translation>
        </message>
        <message>
            <source>Preparing a ship and launching it to space {space}</source>
            <comment>doing.prepare_launch</comment>
            <translation>Preparar un barco y hacerlo zarpar a la casilla {space}</translation>
        </message>
        <message>
            <source>Choose a track space from 1 to {last}.</source>
            <comment>refusal.bad_launch_target</comment>
            <translation>Elige una casilla del medidor de la 1 a la {last}.</translation>
        </message>
        <message numerus="yes">
            <source>Track space {space} already has %n ships.</source>
            <comment>refusal.space_full</comment>
            <translation>
                <numerusform>La casilla {space} del medidor ya tiene %n barco.</numerusform>
                <numerusform>La casilla {space} del medidor ya tiene %n barcos.</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose one of your ships: 1 to {count}.</source>
            <comment>refusal.no_such_ship</comment>
            <translation>Elige uno de tus barcos: del 1 al {count}.</translation>
        </message>
        <message>
            <source>{ship} is still in your supply: the {dockyard} prepares it onto the dock first.</source>
            <comment>refusal.ship_supply_not_dock</comment>
            <translation>{ship} sigue en tu reserva: prepáralo antes en {dockyard:el}.</translation>
        </message>
        <message>
            <source>{ship} is at sea: only a ship waiting on the dock can launch.</source>
            <comment>refusal.ship_sea_not_dock</comment>
            <translation>{ship} está en el mar: solo zarpa un barco que espere en el muelle.</translation>
        </message>
        <message>
            <source>{ship} is already prepared on the dock: launch it from the {pier}.</source>
            <comment>refusal.ship_dock_not_supply</comment>
            <translation>{ship} ya está preparado en el muelle: hazlo zarpar desde {pier:el}.</translation>
        </message>
        <message>
            <source>{ship} is at sea: it can be prepared again once it is home in your supply.</source>
            <comment>refusal.ship_sea_not_supply</comment>
            <translation>{ship} está en el mar: podrás prepararlo de nuevo cuando vuelva a tu reserva.</translation>
        </message>
        <message>
            <source>{ship} is in your supply, not at sea: the {dockyard} prepares it, then it can launch.</source>
            <comment>refusal.ship_supply_not_sea</comment>
            <translation>{ship} está en tu reserva, no en el mar: prepáralo en {dockyard:el} y luego hazlo zarpar.</translation>
        </message>
        <message>
            <source>{ship} is on the dock, not at sea: launch it from the {pier} first.</source>
            <comment>refusal.ship_dock_not_sea</comment>
            <translation>{ship} está en el muelle, no en el mar: hazlo zarpar antes desde {pier:el}.</translation>
        </message>
        <message>
            <source>Neither of your ships is on the dock: the {dockyard} prepares a ship onto it.</source>
            <comment>refusal.ships_not_dock</comment>
            <translation>Ninguno de tus barcos está en el muelle: prepara uno antes en {dockyard:el}.</translation>
        </message>
        <message>
            <source>Neither of your ships is in your supply to prepare: launch one from the dock at the {pier}.</source>
            <comment>refusal.ships_not_supply</comment>
            <translation>Ninguno de tus barcos está en tu reserva para prepararlo: haz zarpar uno del muelle en {pier:el}.</translation>
        </message>
        <message>
            <source>Both your ships are at sea: a ship can be prepared again once it is home in your supply.</source>
            <comment>refusal.ships_all_at_sea_prepare</comment>
            <translation>Tus dos barcos están en el mar: podrás preparar uno de nuevo cuando vuelva a tu reserva.</translation>
        </message>
        <message>
            <source>Neither of your ships is at sea: launch one from the dock first.</source>
            <comment>refusal.ships_not_sea</comment>
            <translation>Ninguno de tus barcos está en el mar: primero haz que zarpe uno desde el muelle.</translation>
        </message>
        <message>
            <source>Neither of your ships is at sea: prepare one at the {dockyard}, then launch it.</source>
            <comment>refusal.ships_all_home</comment>
            <translation>Ninguno de tus barcos está en el mar: prepara uno en {dockyard:el} y luego hazlo zarpar.</translation>
        </message>
        <message>
            <source>Both your ships are at sea: none is on the dock to launch.</source>
            <comment>refusal.ships_all_at_sea</comment>
            <translation>Tus dos barcos están en el mar: ninguno espera en el muelle para zarpar.</translation>
        </message>
        <message>
            <source>Only the {mill} repeats a space.</source>
            <comment>refusal.bad_repeat</comment>
            <translation>Solo {mill:el} repite un espacio.</translation>
        </message>
        <message>
            <source>The {mill} repeats the last Captain action, the {space}.</source>
            <comment>refusal.repeat_last</comment>
            <translation>{mill:El} repite la última acción de un Capitán: {space:el}.</translation>
        </message>
        <message>
            <source>The {space} takes no {fields} choice.</source>
            <comment>refusal.invalid_argument</comment>
            <translation>{space:El} no admite la opción {fields}.</translation>
        </message>
        <message>
            <source>Choose the {building} bonus good: lumber, food or brick.</source>
            <comment>refusal.bonus_required</comment>
            <translation>Elige la mercancía de bonificación {building:del}: Leña, Comida o Ladrillo.</translation>
        </message>
        <message>
            <source>No first-worker bonus good can be chosen here.</source>
            <comment>refusal.bonus_not_available</comment>
            <translation>Aquí no se puede elegir bonificación de primer trabajador.</translation>
        </message>
        <message>
            <source>Captains have no goods to sell.</source>
            <comment>refusal.captain_no_goods</comment>
            <translation>Los Capitanes no tienen mercancías que vender.</translation>
        </message>
        <message>
            <source>The {building} buys lumber only.</source>
            <comment>refusal.lumber_only</comment>
            <translation>{building:El} solo compra Leña.</translation>
        </message>
        <message>
            <source>At the {space} you must sell at least one good.</source>
            <comment>refusal.nothing_to_sell</comment>
            <translation>En {space:el} debes vender al menos una mercancía.</translation>
        </message>
        <message>
            <source>The {building} buys only lumber, and you have none.</source>
            <comment>refusal.no_lumber_to_sell</comment>
            <translation>{building:El} solo compra Leña, y no tienes nada de Leña.</translation>
        </message>
        <message>
            <source>You have no lumber, food or brick to sell at the {space}.</source>
            <comment>refusal.no_goods_to_sell</comment>
            <translation>No tienes Leña, Comida ni Ladrillo que vender en {space:el}.</translation>
        </message>
        <message>
            <source>You cannot sell {sell}; you have {have}.</source>
            <comment>refusal.cannot_sell</comment>
            <translation>No puedes vender {sell}; tienes {have}.</translation>
        </message>
        <message>
            <source>Choose a building to build.</source>
            <comment>refusal.build_required</comment>
            <translation>Elige un edificio para construir.</translation>
        </message>
        <message>
            <source>'{building}' is not an unbuilt building in this game.</source>
            <comment>refusal.not_available</comment>
            <translation>«{building}» no es un edificio sin construir de esta partida.</translation>
        </message>
        <message numerus="yes">
            <source>This Captain has reached his limit of %n buildings.</source>
            <comment>refusal.building_limit</comment>
            <translation>
                <numerusform>Este Capitán ha llegado a su límite de %n edificio.</numerusform>
                <numerusform>Este Capitán ha llegado a su límite de %n edificios.</numerusform>
            </translation>
        </message>
        <message>
            <source>Captains pay nothing, so take no discount.</source>
            <comment>refusal.captain_discount</comment>
            <translation>Los Capitanes no pagan nada, así que no toman descuento.</translation>
        </message>
        <message>
            <source>No discount applies to this build.</source>
            <comment>refusal.no_discount</comment>
            <translation>Esta construcción no tiene descuento.</translation>
        </message>
        <message numerus="yes">
            <source>Take a discount of exactly %n goods from the {building}'s cost (never money).</source>
            <comment>refusal.bad_discount</comment>
            <translation>
                <numerusform>Toma un descuento de exactamente %n mercancía del coste {building:del} (nunca dinero).</numerusform>
                <numerusform>Toma un descuento de exactamente %n mercancías del coste {building:del} (nunca dinero).</numerusform>
            </translation>
        </message>
        <message>
            <source>{ship} is already on the farthest space.</source>
            <comment>refusal.track_end</comment>
            <translation>{ship} ya está en la casilla más lejana.</translation>
        </message>
        <message>
            <source>{ship} carries no {kind}.</source>
            <comment>refusal.no_right_whales</comment>
            <translation>{ship} no lleva {kind:ningún|ninguna} {kind}.</translation>
        </message>
        <message>
            <source>{ship} carries no whale.</source>
            <comment>refusal.no_whales_on_ship</comment>
            <translation>{ship} no lleva ninguna ballena.</translation>
        </message>
        <message>
            <source>There is no empty sea token beside the track from the last whaling.</source>
            <comment>refusal.no_sea_tokens</comment>
            <translation>No hay ninguna ficha de mar vacío junto al medidor de la última fase de caza.</translation>
        </message>
        <message numerus="yes">
            <source>Remove 1 to {most} empty sea tokens (%n lie beside the track).</source>
            <comment>refusal.bad_take</comment>
            <translation>
                <numerusform>Retira de 1 a {most} fichas de mar vacío (hay %n junto al medidor).</numerusform>
                <numerusform>Retira de 1 a {most} fichas de mar vacío (hay %n junto al medidor).</numerusform>
            </translation>
        </message>
        <message>
            <source>The game is over.</source>
            <comment>refusal.game_over</comment>
            <translation>La partida ha terminado.</translation>
        </message>
        <message>
            <source>It is not your turn: {decision}</source>
            <comment>refusal.not_your_turn</comment>
            <translation>No es tu turno: {decision}</translation>
        </message>
        <message>
            <source>Not now: {decision}</source>
            <comment>refusal.wrong_decision</comment>
            <translation>Ahora no: {decision}</translation>
        </message>
        <message>
            <source>Starting goods must be worth exactly {value} (lumber {lumber}, food {food}, brick {brick}).</source>
            <comment>refusal.bad_start_goods</comment>
            <translation>Las mercancías iniciales deben valer exactamente {value} (Leña {lumber}, Comida {food}, Ladrillo {brick}).</translation>
        </message>
        <message>
            <source>Captains never buy goods.</source>
            <comment>refusal.captain_no_money</comment>
            <translation>Los Capitanes nunca compran mercancías.</translation>
        </message>
        <message>
            <source>Only {goods} can be bought.</source>
            <comment>refusal.bad_purchase</comment>
            <translation>Solo se puede comprar: {goods}.</translation>
        </message>
        <message>
            <source>You already bought goods for this worker placement.</source>
            <comment>refusal.purchase_used</comment>
            <translation>Ya compraste mercancías para esta colocación de trabajador.</translation>
        </message>
        <message>
            <source>Buying {amount} costs {price}; you have {have}.</source>
            <comment>refusal.purchase_unaffordable</comment>
            <translation>Comprar {amount} cuesta {price}; tienes {have}.</translation>
        </message>
        <message>
            <source>Only Ahab draws from the bag at the end of his Orders.</source>
            <comment>refusal.no_fallback</comment>
            <translation>Solo Ahab saca de la bolsa al agotar sus Órdenes.</translation>
        </message>
        <message>
            <source>Name one of Ahab's ships at sea for a drawn whale (fallback ship=N), or none when he has fewer than two at sea.</source>
            <comment>refusal.fallback_ship</comment>
            <translation>Indica uno de los barcos de Ahab en el mar para una ballena sacada (fallback ship=N), o ninguno si tiene menos de dos en el mar.</translation>
        </message>
        <message>
            <source>The {token} is not on the returning ship.</source>
            <comment>refusal.not_aboard</comment>
            <translation>La ficha de {token} no está en el barco que regresa.</translation>
        </message>
        <message>
            <source>Keeping the {token} costs {lay}; you have {have}. Sell it instead.</source>
            <comment>refusal.lay_unaffordable</comment>
            <translation>Quedarte con la ficha de {token} cuesta {lay}; tienes {have}. Véndela.</translation>
        </message>
        <message>
            <source>The {token} is not among the whales for sale.</source>
            <comment>refusal.not_for_sale</comment>
            <translation>La ficha de {token} no está entre las ballenas a la venta.</translation>
        </message>
        <message numerus="yes">
            <source>This Captain has reached his limit of %n whales.</source>
            <comment>refusal.whale_limit</comment>
            <translation>
                <numerusform>Este Capitán ha llegado a su límite de %n ballena.</numerusform>
                <numerusform>Este Capitán ha llegado a su límite de %n ballenas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The {token} costs its full lay, {lay}; you have {have}.</source>
            <comment>refusal.full_lay_unaffordable</comment>
            <translation>La ficha de {token} cuesta su tasa completa, {lay}; tienes {have}.</translation>
        </message>
        <message>
            <source>The {token} is not among the drawn tokens.</source>
            <comment>refusal.not_drawn</comment>
            <translation>La ficha de {token} no está entre las fichas sacadas.</translation>
        </message>
        <message>
            <source>{ship} takes a whale now: drop the whale on it.</source>
            <comment>refusal.pick_this_ship</comment>
            <translation>{ship} toma una ballena ahora: suelta la ficha sobre él.</translation>
        </message>
        <message>
            <source>That worker belongs to {owner}, who places it on his turn. Drag one of yours from your board.</source>
            <comment>refusal.worker_of_captain</comment>
            <translation>Ese trabajador es de {owner}, que lo coloca en su turno. Arrastra uno de los tuyos desde tu tablero.</translation>
        </message>
        <message>
            <source>That worker belongs to {owner}: the computer places it. Drag one of yours from your board.</source>
            <comment>refusal.worker_of_ai</comment>
            <translation>Ese trabajador es de {owner}: lo coloca el ordenador. Arrastra uno de los tuyos desde tu tablero.</translation>
        </message>
        <message>
            <source>That worker belongs to {owner}: now {seat} places one of their own.</source>
            <comment>refusal.worker_of_other</comment>
            <translation>Ese trabajador es de {owner}: ahora coloca {seat}, uno de los suyos.</translation>
        </message>
        <message>
            <source>That worker is already placed this round: drag one still on your board.</source>
            <comment>refusal.worker_placed</comment>
            <translation>Ese trabajador ya está colocado esta ronda: arrastra uno de los que siguen en tu tablero.</translation>
        </message>
        <message>
            <source>That ship belongs to {owner}: drag one of yours.</source>
            <comment>refusal.ship_of_other</comment>
            <translation>Ese barco es de {owner}: arrastra uno de los tuyos.</translation>
        </message>
        <message>
            <source>{ship} is at sea: it comes home by itself, one space a round.</source>
            <comment>refusal.ship_at_sea</comment>
            <translation>{ship} está en el mar: vuelve a casa solo, una casilla por ronda.</translation>
        </message>
        <message>
            <source>It is not your turn: {seat} is playing.</source>
            <comment>refusal.not_yours_now</comment>
            <translation>No es tu turno: está jugando {seat}.</translation>
        </message>
        <message>
            <source>Empty sea tokens can never be taken onto a ship.</source>
            <comment>refusal.sea_token</comment>
            <translation>Las fichas de mar vacío nunca se pueden subir a un barco.</translation>
        </message>
        <message>
            <source>move {index} ({command}) is not allowed: {reason}</source>
            <comment>refusal.replay</comment>
            <translation>la jugada {index} ({command}) no está permitida: {reason}</translation>
        </message>
        <message>
            <source>{captain} rolls the course die.</source>
            <comment>trace.roll</comment>
            <translation>{captain} tira el dado de Rumbo.</translation>
        </message>
        <message>
            <source>{captain} already has his limit of whales, so he takes none and passes.</source>
            <comment>trace.pick_limit</comment>
            <translation>{captain} ya tiene su límite de ballenas, así que no toma ninguna y pasa.</translation>
        </message>
        <message>
            <source>No whale lies beside the track for {captain}, only empty sea, so he passes.</source>
            <comment>trace.pick_none</comment>
            <translation>Junto al medidor no hay ninguna ballena para {captain}, solo mar vacío, así que pasa.</translation>
        </message>
        <message>
            <source>{captain} takes the most valuable whale beside the track, the {token}, onto {ship}.</source>
            <comment>trace.pick</comment>
            <translation>{captain} sube a {ship} la ballena más valiosa de las que hay junto al medidor, la ficha de {token}.</translation>
        </message>
        <message>
            <source>None of the whales for sale is one {captain} may take, so he passes.</source>
            <comment>trace.buy_pass</comment>
            <translation>Ninguna de las ballenas a la venta es una que {captain} pueda tomar, así que pasa.</translation>
        </message>
        <message>
            <source>{captain} buys the most valuable whale for sale, the {token}: Captains pay nothing.</source>
            <comment>trace.buy</comment>
            <translation>{captain} compra la ballena más valiosa a la venta, la ficha de {token}: los Capitanes no pagan nada.</translation>
        </message>
        <message>
            <source>The player settled the tie: {command}.</source>
            <comment>trace.tie_settled</comment>
            <translation>El jugador resolvió el empate: {command}.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}: {where}.</source>
            <comment>trace.course</comment>
            <translation>El Rumbo de {captain} es {course}: {where}.</translation>
        </message>
        <message>
            <source>his Helm is on space {space}</source>
            <comment>trace.where_helm</comment>
            <translation>su Timón está en la casilla {space}</translation>
        </message>
        <message>
            <source>the fixed course of round {round}</source>
            <comment>trace.where_fixed</comment>
            <translation>el Rumbo fijo de la ronda {round}</translation>
        </message>
        <message>
            <source>This worker comes back from the Inn: only town and whaling-board spaces may be used.</source>
            <comment>trace.inn</comment>
            <translation>Este trabajador vuelve de la Posada: solo puede usar espacios de la ciudad y del Tablero de Balleneo.</translation>
        </message>
        <message>
            <source>The Orders needed more than {max} checks for one decision (a user board error): the first legal space is used.</source>
            <comment>trace.out_of_budget</comment>
            <translation>Las Órdenes necesitaron más de {max} comprobaciones para una decisión (error del tablero del usuario): se usa el primer espacio legal.</translation>
        </message>
        <message>
            <source>{captain}'s Orders find no space, and a second time round would find the same, so he draws a token from the bag instead of placing this worker.</source>
            <comment>trace.fallback</comment>
            <translation>Las Órdenes de {captain} no encuentran espacio, y una segunda vuelta encontraría lo mismo, así que saca una ficha de la bolsa en vez de colocar este trabajador.</translation>
        </message>
        <message>
            <source>The Orders found no space (board error): the first legal space is used.</source>
            <comment>trace.no_space</comment>
            <translation>Las Órdenes no encontraron espacio (error del tablero): se usa el primer espacio legal.</translation>
        </message>
        <message>
            <source>Step {step} would change his course to {course}, but that is already his course, so he skips it.</source>
            <comment>trace.course_same</comment>
            <translation>Paso {step}: cambiaría su Rumbo a {course}, pero ese ya es su Rumbo, así que lo salta.</translation>
        </message>
        <message>
            <source>Step {step}: nothing has served his course, {back}, so it changes to {course} and he reads his Orders again from step 1.</source>
            <comment>trace.course_changes</comment>
            <translation>Paso {step}: nada ha servido para su Rumbo, {back}, así que cambia a {course} y vuelve a leer sus Órdenes desde el paso 1.</translation>
        </message>
        <message>
            <source>With {course} as his course, his Orders lead to the {space}.</source>
            <comment>trace.course_found</comment>
            <translation>Con {course} como Rumbo, sus Órdenes llevan {space:al}.</translation>
        </message>
        <message>
            <source>Changing his course to {course} finds nothing either, so he keeps his course, {back}, and reads on.</source>
            <comment>trace.course_nothing</comment>
            <translation>Cambiar su Rumbo a {course} tampoco encuentra nada, así que mantiene su Rumbo, {back}, y sigue leyendo.</translation>
        </message>
        <message>
            <source>Step {step}, {check}: skipped, since at the Inn only town and whaling-board spaces count.</source>
            <comment>trace.not_at_inn</comment>
            <translation>Paso {step}, {check}: se salta, porque en la Posada solo cuentan los espacios de la ciudad y del Tablero de Balleneo.</translation>
        </message>
        <message>
            <source>Step {step}, {check}: {why}</source>
            <comment>trace.check_failed</comment>
            <translation>Paso {step}, {check}: {why}</translation>
        </message>
        <message>
            <source>Step {step}, {check}: the {space} serves his course{detail}{tie}, so he goes there.</source>
            <comment>trace.choice</comment>
            <translation>Paso {step}, {check}: {space:el} sirve para su Rumbo{detail}{tie}, así que va allí.</translation>
        </message>
        <message>
            <source>Step {step}: the {space} is built and free, and this step sends him there whatever his course{detail}{tie}.</source>
            <comment>trace.choice_building</comment>
            <translation>Paso {step}: {space:el} está {space:construido|construida} y libre, y este paso lo envía allí sea cual sea su Rumbo{detail}{tie}.</translation>
        </message>
        <message>
            <source>his own buildings</source>
            <comment>check.own</comment>
            <translation>sus propios edificios</translation>
        </message>
        <message>
            <source>the town</source>
            <comment>check.town</comment>
            <translation>la ciudad</translation>
        </message>
        <message>
            <source>the opponents' buildings</source>
            <comment>check.opponents</comment>
            <translation>los edificios rivales</translation>
        </message>
        <message>
            <source>the building that gives the most</source>
            <comment>check.most</comment>
            <translation>el edificio que más da</translation>
        </message>
        <message>
            <source>the combination buildings</source>
            <comment>check.combo</comment>
            <translation>los edificios de combinación</translation>
        </message>
        <message>
            <source>the {building}</source>
            <comment>check.building</comment>
            <translation>{building:el}</translation>
        </message>
        <message>
            <source>the {building} (only if he does not own it)</source>
            <comment>check.building.not_owner</comment>
            <translation>{building:el} (solo si no es {building:suyo|suya})</translation>
        </message>
        <message>
            <source>no town or whaling-board space can {verb}{hint}.</source>
            <comment>why.town</comment>
            <translation>ningún espacio de la ciudad o del Tablero de Balleneo puede {verb}{hint}.</translation>
        </message>
        <message>
            <source>give {good}</source>
            <comment>verb.give</comment>
            <translation>dar {good}</translation>
        </message>
        <message>
            <source>give a Captain money</source>
            <comment>verb.give_money</comment>
            <translation>dar dinero a un Capitán</translation>
        </message>
        <message>
            <source>serve his course</source>
            <comment>verb.serve</comment>
            <translation>servir para su Rumbo</translation>
        </message>
        <message>
            <source> (the {building} gives a Captain nothing)</source>
            <comment>hint.money</comment>
            <translation> ({building:el} no da nada a un Capitán)</translation>
        </message>
        <message>
            <source> (nothing left to build on that list, or the building limit is reached)</source>
            <comment>hint.build</comment>
            <translation> (no queda nada que construir en esa lista, o se alcanzó el límite de edificios)</translation>
        </message>
        <message>
            <source> (no ship on the dock, or that space is full)</source>
            <comment>hint.launch</comment>
            <translation> (no hay barco en el muelle, o esa casilla está llena)</translation>
        </message>
        <message>
            <source> (no ship may be prepared now)</source>
            <comment>hint.prepare</comment>
            <translation> (ahora no se puede preparar ningún barco)</translation>
        </message>
        <message>
            <source>he owns no free action building.</source>
            <comment>why.own_none</comment>
            <translation>no tiene ningún edificio de acción libre.</translation>
        </message>
        <message>
            <source>none of his buildings serves his course.</source>
            <comment>why.own_nothing</comment>
            <translation>ninguno de sus edificios sirve para su Rumbo.</translation>
        </message>
        <message>
            <source>no opponent owns a free action building.</source>
            <comment>why.opponents_none</comment>
            <translation>ningún rival tiene un edificio de acción libre.</translation>
        </message>
        <message>
            <source>none of theirs serves his course.</source>
            <comment>why.opponents_nothing</comment>
            <translation>ninguno de los suyos sirve para su Rumbo.</translation>
        </message>
        <message>
            <source>no free combination building ({buildings}).</source>
            <comment>why.combo_none</comment>
            <translation>ningún edificio de combinación libre ({buildings}).</translation>
        </message>
        <message>
            <source>no free action building.</source>
            <comment>why.most_none</comment>
            <translation>ningún edificio de acción libre.</translation>
        </message>
        <message>
            <source>no such building serves his course.</source>
            <comment>why.most_nothing</comment>
            <translation>ningún edificio así sirve para su Rumbo.</translation>
        </message>
        <message>
            <source>it is not built, so he cannot use the {building}.</source>
            <comment>why.not_built</comment>
            <translation>no está {building:construido|construida}, así que no puede usar{building:lo|la}.</translation>
        </message>
        <message>
            <source>it is not in this game (the buildings in play depend on the number of players).</source>
            <comment>why.not_in_game</comment>
            <translation>no está en esta partida (los edificios en juego dependen del número de jugadores).</translation>
        </message>
        <message>
            <source>he owns the {building} himself, and this step is for someone else's.</source>
            <comment>why.owned</comment>
            <translation>es {building:suyo|suya}, y este paso es para el de otro.</translation>
        </message>
        <message>
            <source>someone has already used the {building} this round.</source>
            <comment>why.used</comment>
            <translation>alguien ya {building:lo|la} ha usado esta ronda.</translation>
        </message>
        <message>
            <source>there is nothing he can do there now.</source>
            <comment>why.nothing</comment>
            <translation>ahora no puede hacer nada allí.</translation>
        </message>
        <message>
            <source>unknown check.</source>
            <comment>why.unknown</comment>
            <translation>comprobación desconocida.</translation>
        </message>
        <message>
            <source>, to build the {building}</source>
            <comment>detail.build</comment>
            <translation>, construyendo {building:el}</translation>
        </message>
        <message>
            <source>, sending {ship} to space {to}</source>
            <comment>detail.launch</comment>
            <translation>, enviando {ship} a la casilla {to}</translation>
        </message>
        <message>
            <source>, with {ship}</source>
            <comment>detail.ship</comment>
            <translation>, con {ship}</translation>
        </message>
        <message>
            <source>his small ship</source>
            <comment>detail.his_small_ship</comment>
            <translation>su barco pequeño</translation>
        </message>
        <message>
            <source>his large ship</source>
            <comment>detail.his_large_ship</comment>
            <translation>su barco grande</translation>
        </message>
        <message numerus="yes">
            <source>, removing %n empty sea tokens</source>
            <comment>detail.take</comment>
            <translation>
                <numerusform>, retirando %n ficha de mar vacío</numerusform>
                <numerusform>, retirando %n fichas de mar vacío</numerusform>
            </translation>
        </message>
        <message>
            <source>, taking the bonus in {good}</source>
            <comment>detail.bonus</comment>
            <translation>, tomando la bonificación en {good}</translation>
        </message>
        <message>
            <source>, selling {goods}</source>
            <comment>detail.sell</comment>
            <translation>, vendiendo {goods}</translation>
        </message>
        <message>
            <source>{space}{detail}</source>
            <comment>tie.option</comment>
            <translation>{space}{detail}</translation>
        </message>
        <message>
            <source>A drawn whale goes onto {ship}</source>
            <comment>tie.fallback_ship</comment>
            <translation>Una ballena sacada va a {ship}</translation>
        </message>
        <message>
            <source>the {space}</source>
            <comment>tie.place</comment>
            <translation>{space:el}</translation>
        </message>
        <message>
            <source> (tied with {others}; decided automatically)</source>
            <comment>tie.auto</comment>
            <translation> (empate con {others}; decidido automáticamente)</translation>
        </message>
        <message>
            <source> (tied with {others}; your call)</source>
            <comment>tie.ask</comment>
            <translation> (empate con {others}; decides tú)</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course}, so he {action}.</source>
            <comment>captain.plain.rolled</comment>
            <translation>{captain} sacó un {die}: su Rumbo es ahora {course}, así que {action}.</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course} but {why}, so he turns to {used} and {action}.</source>
            <comment>captain.plain.rolled_changed</comment>
            <translation>{captain} sacó un {die}: su Rumbo es ahora {course}, pero {why}, así que cambia a {used} y {action}.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}, so he {action}.</source>
            <comment>captain.plain.fixed</comment>
            <translation>El Rumbo de {captain} es {course}, así que {action}.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course} but {why}, so he turns to {used} and {action}.</source>
            <comment>captain.plain.fixed_changed</comment>
            <translation>El Rumbo de {captain} es {course}, pero {why}, así que cambia a {used} y {action}.</translation>
        </message>
        <message>
            <source>In round {round} {captain} follows his fixed course, {course}, so he {action}.</source>
            <comment>captain.plain.round12</comment>
            <translation>En la ronda {round} {captain} sigue su Rumbo fijo, {course}, así que {action}.</translation>
        </message>
        <message>
            <source>In round {round} {captain}'s fixed course is {course} but {why}, so he turns to {used} and {action}.</source>
            <comment>captain.plain.round12_changed</comment>
            <translation>En la ronda {round} el Rumbo fijo de {captain} es {course}, pero {why}, así que cambia a {used} y {action}.</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</source>
            <comment>captain.plain.rolled_building</comment>
            <translation>{captain} sacó un {die}: su Rumbo es ahora {course}, pero {why}, así que {action}: sus Órdenes lo envían allí a continuación, sea cual sea su Rumbo.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</source>
            <comment>captain.plain.fixed_building</comment>
            <translation>El Rumbo de {captain} es {course}, pero {why}, así que {action}: sus Órdenes lo envían allí a continuación, sea cual sea su Rumbo.</translation>
        </message>
        <message>
            <source>In round {round} {captain}'s fixed course is {course}, but {why}, so he {action}: his Orders send him there next, whatever his course.</source>
            <comment>captain.plain.round12_building</comment>
            <translation>En la ronda {round} el Rumbo fijo de {captain} es {course}, pero {why}, así que {action}: sus Órdenes lo envían allí a continuación, sea cual sea su Rumbo.</translation>
        </message>
        <message>
            <source>no space serves it</source>
            <comment>captain.why.none</comment>
            <translation>ningún espacio le sirve</translation>
        </message>
        <message>
            <source>he is at his limit of {n} buildings</source>
            <comment>captain.why.limit</comment>
            <translation>ya tiene su límite de {n} edificios</translation>
        </message>
        <message>
            <source>nothing on that list is left to build</source>
            <comment>captain.why.list</comment>
            <translation>no le queda nada por construir de esa lista</translation>
        </message>
        <message>
            <source>he has no ship on the dock</source>
            <comment>captain.why.no_dock</comment>
            <translation>no tiene ningún barco en el muelle</translation>
        </message>
        <message>
            <source>space {n} is full</source>
            <comment>captain.why.full</comment>
            <translation>la casilla {n} del medidor está llena</translation>
        </message>
        <message>
            <source>he has no ship left to prepare</source>
            <comment>captain.why.no_ship</comment>
            <translation>no le queda ningún barco que preparar</translation>
        </message>
        <message>
            <source>he never prepares with a ship on the dock</source>
            <comment>captain.why.docked</comment>
            <translation>nunca prepara con un barco en el muelle</translation>
        </message>
        <message>
            <source>he never prepares with a ship at sea</source>
            <comment>captain.why.at_sea</comment>
            <translation>nunca prepara con un barco en el mar</translation>
        </message>
        <message>
            <source>both his ships are at sea</source>
            <comment>captain.why.both_at_sea</comment>
            <translation>sus dos barcos están en el mar</translation>
        </message>
        <message>
            <source>none is on the dock</source>
            <comment>captain.why.none_docked</comment>
            <translation>no tiene ninguno en el muelle</translation>
        </message>
        <message>
            <source>{prepare}, and {launch}</source>
            <comment>captain.why.both</comment>
            <translation>{prepare} y {launch}</translation>
        </message>
        <message>
            <source>no free space gives him money</source>
            <comment>captain.why.money</comment>
            <translation>ningún espacio libre le da dinero</translation>
        </message>
        <message>
            <source>his Orders find no space</source>
            <comment>captain.why.orders</comment>
            <translation>sus Órdenes no encuentran espacio</translation>
        </message>
        <message>
            <source>{why} and his Orders find no other space</source>
            <comment>captain.why.fallback</comment>
            <translation>{why} y sus Órdenes no encuentran otro espacio</translation>
        </message>
        <message>
            <source>{captain} rolled a {die}: his course is now {course}, but {why}, so he draws a token from the bag instead.</source>
            <comment>captain.plain.fallback</comment>
            <translation>{captain} sacó un {die}: su Rumbo es ahora {course}, pero {why}, así que saca una ficha de la bolsa.</translation>
        </message>
        <message>
            <source>{captain}'s course is {course}, but {why}, so he draws a token from the bag instead.</source>
            <comment>captain.plain.fallback_fixed</comment>
            <translation>El Rumbo de {captain} es {course}, pero {why}, así que saca una ficha de la bolsa.</translation>
        </message>
        <message>
            <source>{captain} rolls the course die…</source>
            <comment>captain.caption.rolling</comment>
            <translation>{captain} tira el dado de Rumbo…</translation>
        </message>
        <message>
            <source>{captain} rolls a {die}.</source>
            <comment>captain.caption.rolled</comment>
            <translation>{captain} saca un {die}.</translation>
        </message>
        <message>
            <source>• If he rolls a {die} ({odds}): {sentence}</source>
            <comment>captain.outlook.roll</comment>
            <translation>• Si saca un {die} ({odds}): {sentence}</translation>
        </message>
        <message>
            <source>• No roll (his course is set): {sentence}</source>
            <comment>captain.outlook.fixed</comment>
            <translation>• Sin tirada (su Rumbo ya está fijado): {sentence}</translation>
        </message>
        <message>
            <source>• Round {round} (his fixed course): {sentence}</source>
            <comment>captain.outlook.last_round</comment>
            <translation>• Ronda {round} (su Rumbo fijo): {sentence}</translation>
        </message>
        <message>
            <source>builds the {building} at the {space}</source>
            <comment>captain.action.build</comment>
            <translation>construye {building:el} en {space:el}</translation>
        </message>
        <message>
            <source>takes the {space}, a goods space</source>
            <comment>captain.action.goods</comment>
            <translation>ocupa {space:el}, un espacio de mercancías</translation>
        </message>
        <message>
            <source>takes the {space}, a {good} space</source>
            <comment>captain.action.good</comment>
            <translation>ocupa {space:el}, un espacio de {good}</translation>
        </message>
        <message>
            <source>takes the {space}, a money space</source>
            <comment>captain.action.money</comment>
            <translation>ocupa {space:el}, un espacio de Dinero</translation>
        </message>
        <message>
            <source>prepares a ship at the {space}</source>
            <comment>captain.action.prepare</comment>
            <translation>prepara un barco en {space:el}</translation>
        </message>
        <message>
            <source>launches to space {n} from the {space}</source>
            <comment>captain.action.launch</comment>
            <translation>hace zarpar un barco a la casilla {n} desde {space:el}</translation>
        </message>
        <message>
            <source>prepares and launches to space {n} at the {space}</source>
            <comment>captain.action.dry_dock</comment>
            <translation>prepara un barco y lo hace zarpar a la casilla {n} con {space:el}</translation>
        </message>
        <message>
            <source>moves a ship farther out with the {space}</source>
            <comment>captain.action.lighthouse</comment>
            <translation>aleja un barco con {space:el}</translation>
        </message>
        <message>
            <source>uses the {space}</source>
            <comment>captain.action.use</comment>
            <translation>usa {space:el}</translation>
        </message>
        <message>
            <source>brings his Right whales home at the {space}</source>
            <comment>captain.action.render_right</comment>
            <translation>lleva a casa sus Ballenas Francas en {space:el}</translation>
        </message>
        <message>
            <source>{action} ({owner} gets {fee})</source>
            <comment>captain.action.owner_paid</comment>
            <translation>{action} ({owner} cobra {fee})</translation>
        </message>
        <message>
            <source>Lumber</source>
            <comment>captain.said.lumber</comment>
            <translation>Leña</translation>
        </message>
        <message>
            <source>Food</source>
            <comment>captain.said.food</comment>
            <translation>Comida</translation>
        </message>
        <message>
            <source>Brick</source>
            <comment>captain.said.brick</comment>
            <translation>Ladrillo</translation>
        </message>
        <message>
            <source>Money</source>
            <comment>captain.said.money</comment>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>preparing a ship</source>
            <comment>captain.said.prepare</comment>
            <translation>preparar un barco</translation>
        </message>
        <message>
            <source>launching to space {n}</source>
            <comment>captain.said.launch</comment>
            <translation>zarpar a la casilla {n}</translation>
        </message>
        <message>
            <source>preparing a ship or else launching to space {n}</source>
            <comment>captain.said.prepare_launch</comment>
            <translation>preparar un barco o, si no puede, zarpar a la casilla {n}</translation>
        </message>
        <message>
            <source>a white-list building</source>
            <comment>captain.said.build_white</comment>
            <translation>un edificio de su lista blanca</translation>
        </message>
        <message>
            <source>a black-list building</source>
            <comment>captain.said.build_black</comment>
            <translation>un edificio de su lista negra</translation>
        </message>
        <message>
            <source>a victory building</source>
            <comment>captain.said.build_victory</comment>
            <translation>un edificio de victoria</translation>
        </message>
        <message>
            <source>Lumber</source>
            <comment>captain.course.lumber</comment>
            <translation>Leña</translation>
        </message>
        <message>
            <source>Food</source>
            <comment>captain.course.food</comment>
            <translation>Comida</translation>
        </message>
        <message>
            <source>Brick</source>
            <comment>captain.course.brick</comment>
            <translation>Ladrillo</translation>
        </message>
        <message>
            <source>Money</source>
            <comment>captain.course.money</comment>
            <translation>Dinero</translation>
        </message>
        <message>
            <source>Prepare</source>
            <comment>captain.course.prepare</comment>
            <translation>Preparar</translation>
        </message>
        <message>
            <source>Prepare a ship, or else launch to {n}</source>
            <comment>captain.course.prepare_launch</comment>
            <translation>Preparar un barco o, si no puede, zarpar a {n}</translation>
        </message>
        <message>
            <source>Build (white list)</source>
            <comment>captain.course.build_white</comment>
            <translation>Construir (lista blanca)</translation>
        </message>
        <message>
            <source>Build (black list)</source>
            <comment>captain.course.build_black</comment>
            <translation>Construir (lista negra)</translation>
        </message>
        <message>
            <source>Build (victory building)</source>
            <comment>captain.course.build_victory</comment>
            <translation>Construir (edificio de victoria)</translation>
        </message>
        <message>
            <source>Launch to {n}</source>
            <comment>captain.helm.launch</comment>
            <translation>Zarpar a {n}</translation>
        </message>
        <message>
            <source>Prepare or launch {n}</source>
            <comment>captain.helm.prepare_launch</comment>
            <translation>Preparar o zarpar {n}</translation>
        </message>
        <message>
            <source>Build (white)</source>
            <comment>captain.helm.build_white</comment>
            <translation>Lista blanca</translation>
        </message>
        <message>
            <source>Build (black)</source>
            <comment>captain.helm.build_black</comment>
            <translation>Lista negra</translation>
        </message>
        <message>
            <source>Victory</source>
            <comment>captain.helm.build_victory</comment>
            <translation>Victoria</translation>
        </message>
        <message>
            <source>{odds} · {course}: can't, so {used} → {where}</source>
            <comment>captain.ahead.changed</comment>
            <translation>{odds} · {course}: no puede, pasa a {used} → {where}</translation>
        </message>
        <message>
            <source>{course}: can't, so {used} → {where}</source>
            <comment>captain.ahead.changed_fixed</comment>
            <translation>{course}: no puede, pasa a {used} → {where}</translation>
        </message>
        <message>
            <source>{odds} · can't, so {used} → {where}</source>
            <comment>captain.ahead.changed_tagged</comment>
            <translation>{odds} · no puede, pasa a {used} → {where}</translation>
        </message>
        <message>
            <source>White</source>
            <comment>captain.helm.white</comment>
            <translation>Blanca</translation>
        </message>
        <message>
            <source>Black</source>
            <comment>captain.helm.black</comment>
            <translation>Negra</translation>
        </message>
        <message>
            <source>Captain {name}</source>
            <comment>captain.title</comment>
            <translation>Capitán {name}</translation>
        </message>
        <message>
            <source>Welcome to New Bedford, a whaling town! After {rounds} rounds the most points wins: each whale you bring home and pay for (Right whale {right_points}, Bowhead whale {bowhead_points}, Sperm whale {sperm_points}), 1 per building you own, and 1 per {per_point}. Press Next.</source>
            <comment>tutorial.goal</comment>
            <translation>¡Bienvenido a New Bedford! Tras {rounds} rondas gana quien sume más puntos: cada ballena que traes y pagas (Ballena Franca {right_points}, Ballena de Groenlandia {bowhead_points}, Cachalote {sperm_points}), 1 por edificio propio y 1 por cada {per_point}. Pulsa Siguiente.</translation>
        </message>
        <message>
            <source>Everyone starts with {start_value} in goods and coins: lumber is worth {lumber_worth}, food {food_worth}, brick {brick_worth}. Take {take} (already set here): press the lit Take these. The brick will help pay for a building, the money for a purchase.</source>
            <comment>tutorial.start</comment>
            <translation>Todos empiezan con {start_value} en mercancías y monedas: la Leña vale {lumber_worth}, la Comida {food_worth}, el Ladrillo {brick_worth}. Toma {take} (ya está marcado): pulsa Tomar estas mercancías, iluminado. El Ladrillo servirá para construir y el dinero para comprar.</translation>
        </message>
        <message>
            <source>You play against {captain}, a Captain: an opponent who plays by fixed rules from the rulebook. Captains always place first, so his worker is already out, and never pay: no goods, no money, no lays. How he chooses comes later in the tutorial. Press Next.</source>
            <comment>tutorial.captain_first</comment>
            <translation>Juegas contra {captain}, un Capitán: un rival que juega con reglas fijas del reglamento. Los Capitanes siempre colocan primero, así que su trabajador ya está en el tablero, y nunca pagan: ni mercancías, ni dinero, ni tasas. Cómo elige lo verás más adelante. Pulsa Siguiente.</translation>
        </message>
        <message>
            <source>Each round you place your {workers} workers, one at a time, and each does its space's action at once. Drag a worker to the lit Forest: +{forest}, and the first worker on an empty town space gets its bonus: {forest_bonus} more.</source>
            <comment>tutorial.forest</comment>
            <translation>Cada ronda colocas tus {workers} trabajadores, de uno en uno, y cada uno hace al momento la acción de su espacio. Arrastra un trabajador al Bosque iluminado: +{forest}, y el primer trabajador en un espacio vacío de la ciudad recibe su bonificación: {forest_bonus} más.</translation>
        </message>
        <message>
            <source>Once per placement, before the action, you may buy exactly {purchase_lumber} or {purchase_food} for {purchase_price}. Buy {purchase_lumber} now (the lit Buy button): a building and a ship will need them.</source>
            <comment>tutorial.purchase</comment>
            <translation>Una vez por colocación, antes de la acción, puedes comprar exactamente {purchase_lumber} o {purchase_food} por {purchase_price}. Compra ahora {purchase_lumber} (el botón Comprar iluminado): un edificio y un barco la necesitarán.</translation>
        </message>
        <message>
            <source>Now drag your second worker to the lit Farm: +{farm} (its bonus went to the first worker there this round). Food pays to launch ships. Then the round ends and a new one begins.</source>
            <comment>tutorial.farm</comment>
            <translation>Ahora arrastra tu segundo trabajador a la Granja iluminada: +{farm} (su bonificación fue para el primer trabajador de esta ronda). La Comida paga la salida de los barcos. Después la ronda termina y empieza otra.</translation>
        </message>
        <message>
            <source>The lit General Store turns goods into money: lumber {lumber_worth}, food {food_worth}, brick {brick_worth} each, and the first worker there gets {store_bonus} more. Drag a worker there and sell {sell}: you keep enough for a building and a ship, and money will pay for the whales you bring home.</source>
            <comment>tutorial.store</comment>
            <translation>La Tienda iluminada convierte mercancías en dinero: Leña a {lumber_worth}, Comida a {food_worth}, Ladrillo a {brick_worth}, y el primer trabajador recibe {store_bonus} más. Arrastra ahí un trabajador y vende {sell}: te queda bastante para un edificio y un barco, y el dinero pagará las ballenas que traigas.</translation>
        </message>
        <message>
            <source>Build at the lit Town Hall: pay a building's cost and own it — 1 point at the end, and its action is yours for free. The Town Hall's first worker pays less: build the Lumber Mill for {paid} instead of {cost}. Anyone else who uses it pays you {fee}. Buildings whose name is on gold are victory buildings: no action, but bonus points at the end.</source>
            <comment>tutorial.build</comment>
            <translation>Construye en el Ayuntamiento iluminado: pagas el coste de un edificio y es tuyo — 1 punto al final, y usas su acción gratis. Su primer trabajador paga menos: el Aserradero, {paid} en vez de {cost}. Quien lo use te pagará {fee}. Los edificios con el nombre sobre fondo dorado son de victoria: sin acción, pero con puntos de bonificación al final.</translation>
        </message>
        <message>
            <source>A ship must be prepared before it sails: drag a worker to the lit Dockyard and pay {prepare} ({prepare_first} if you are the first worker there) to put your ship on the Dock, ready to launch.</source>
            <comment>tutorial.prepare</comment>
            <translation>Un barco debe prepararse antes de zarpar: arrastra un trabajador al Astillero iluminado y paga {prepare} ({prepare_first} si eres el primer trabajador) para poner tu barco en el Muelle, listo para zarpar.</translation>
        </message>
        <message>
            <source>Launch from the lit City Pier: the farther the space, the more food. Space {to} costs {to_food} ({launch_less} less for the first worker). Ships move 1 space home each round and whale on every round at sea in between: space {to} means {at_sea}. Launch your ship to space {to}.</source>
            <comment>tutorial.launch</comment>
            <translation>Zarpa desde el Puerto de la Ciudad iluminado: cuanto más lejos, más Comida. Salir a la casilla {to} cuesta {to_food} ({launch_less} menos para el primer trabajador). Los barcos avanzan 1 casilla hacia la costa cada ronda y cazan en cada ronda que pasan en el mar: la casilla {to} son {at_sea}. Haz zarpar tu barco a la casilla {to}.</translation>
        </message>
        <message>
            <source>Whaling: the bag gives 1 token per ship at sea, plus 1. Ships pick one each, the farthest first. Empty sea tokens can never be taken. Click the most valuable whale under the Ocean bag: Sperm whale ({sperm_points}) before Bowhead whale ({bowhead_points}) before Right whale ({right_points}).</source>
            <comment>tutorial.pick</comment>
            <translation>Caza: de la bolsa sale 1 ficha por barco en el mar, más 1. Cada barco elige una, el más lejano primero. Las fichas de mar vacío nunca se pueden tomar. Haz clic en la ballena más valiosa bajo la Bolsa de Océano: Cachalote ({sperm_points}), luego Ballena de Groenlandia ({bowhead_points}), luego Ballena Franca ({right_points}).</translation>
        </message>
        <message>
            <source>Whaling again. Tokens nobody takes wait in the circles under the Ocean bag until the next whaling, then go back into the bag before its draw. Take the best whale on offer again: click the lit one.</source>
            <comment>tutorial.pick_again</comment>
            <translation>Caza otra vez. Las fichas que nadie toma esperan en los círculos bajo la Bolsa de Océano hasta la siguiente caza y vuelven a la bolsa antes de sacar. Toma otra vez la mejor ballena: haz clic en la iluminada.</translation>
        </message>
        <message>
            <source>Your ship is at sea. Meanwhile gather for later: drag a worker to the lit Farm, for the food of your next launch.</source>
            <comment>tutorial.gather_food</comment>
            <translation>Tu barco está en el mar. Mientras tanto, reúne para después: arrastra un trabajador a la Granja iluminada, por la Comida de tu próxima salida.</translation>
        </message>
        <message>
            <source>Your second worker may go to the Farm too: any number of workers can use a town space in a round, yours included. Only the first there gets the bonus, so this one gathers {farm}, not {farm_first}.</source>
            <comment>tutorial.gather_food_again</comment>
            <translation>Tu segundo trabajador también puede ir a la Granja: cualquier número de trabajadores puede usar un espacio de la ciudad en una ronda, también los tuyos. Solo el primero recibe la bonificación, así que este reúne {farm}, no {farm_first}.</translation>
        </message>
        <message>
            <source>Take lumber at the Forest again: you will sell it for the money your whales will cost. (Your Lumber Mill pays {mill} a lumber, but you have only {lumber}: gather first, sell after.)</source>
            <comment>tutorial.gather_lumber</comment>
            <translation>Toma otra vez Leña en el Bosque: la venderás para tener el dinero que costarán tus ballenas. (Tu Aserradero paga {mill} por Leña, pero solo tienes {lumber}: primero reúne, luego vende.)</translation>
        </message>
        <message>
            <source>Whales that come home cost their crew's lay to keep: Right whale {right}, Bowhead whale {bowhead}, Sperm whale {sperm}. Yours will cost {lays} and you have {money}: sell your lumber at the General Store. (Your Lumber Mill pays {mill} a lumber, but {captain} is on it: an action building takes one worker a round.)</source>
            <comment>tutorial.earn</comment>
            <translation>Quedarse con una ballena que vuelve cuesta la tasa de su tripulación: Ballena Franca {right}, Ballena de Groenlandia {bowhead}, Cachalote {sperm}. Las tuyas costarán {lays} y tienes {money}: vende tu Leña en la Tienda. (Tu Aserradero paga {mill} por Leña, pero {captain} está en él: un edificio de acción admite un trabajador por ronda.)</translation>
        </message>
        <message>
            <source>Your ship is home! Pay a whale's lay to keep it (it scores at the end), or sell it. Drag your most valuable whale to Pay.</source>
            <comment>tutorial.pay</comment>
            <translation>¡Tu barco ha vuelto! Paga la tasa de una ballena para quedarte con ella (puntúa al final) o véndela. Arrastra la más valiosa a Pagar.</translation>
        </message>
        <message>
            <source>Pay this one too: you have the money. A whale you cannot pay for must be sold for half its lay, and a Captain takes it free.</source>
            <comment>tutorial.pay_again</comment>
            <translation>Paga también esta: tienes el dinero. La ballena que no puedas pagar se vende por media tasa, y un Capitán se la lleva gratis.</translation>
        </message>
        <message>
            <source>Sell the other whale: you get half its lay, not its points, and the others may buy it (a Captain free). Pay when you can.</source>
            <comment>tutorial.sell</comment>
            <translation>Vende la otra ballena: cobras media tasa, no sus puntos, y los demás pueden comprarla (un Capitán, gratis). Paga si puedes.</translation>
        </message>
        <message>
            <source>A Captain's turn: he rolls the course die ({faces}) and moves his marker that many spaces round his Helm, the row on his board (lower left); the space it reaches is his course, and his Orders find a space that serves it. {captain}'s last turn: {sentence} Press Next.</source>
            <comment>tutorial.captain_turn</comment>
            <translation>Turno de un Capitán: tira el dado de Rumbo ({faces}) y avanza otras tantas casillas en su Timón (abajo a la izquierda de su tablero); esa casilla es su Rumbo, y sus Órdenes buscan un espacio que lo cumpla. Último turno de {captain}: {sentence} Pulsa Siguiente.</translation>
        </message>
        <message>
            <source>{captain}'s board shows what he may do next: the Helm spaces his roll can reach carry their odds, and "His next move" says where each roll sends him. "White" and "Black" on his Helm are his two lists of buildings (hover them): he builds the first of the list still unbuilt in the "Building setup order" at the top of the log. Press Next.</source>
            <comment>tutorial.captain_next</comment>
            <translation>El tablero de {captain} muestra lo que puede hacer: las casillas del Timón a su alcance llevan su probabilidad, y «Su próxima jugada» dice adónde le lleva cada tirada. «Blanca» y «Negra» en su Timón son sus dos listas de edificios (pasa el ratón por ellas): construye el primero de la lista aún sin construir según el «Orden de los edificios» del principio del registro. Pulsa Siguiente.</translation>
        </message>
        <message>
            <source>The end: after round {rounds} every ship at sea comes home, then points are counted — whales you kept, 1 per building plus the victory buildings' bonuses, and 1 per {per_point}. Goods score nothing. To win you must score more than {captain}: a tie goes to the Captain. The score table beside the board counts them as you play (Total). Press Next.</source>
            <comment>tutorial.scoring</comment>
            <translation>El final: tras la ronda {rounds} vuelven todos los barcos del mar y se cuentan los puntos — las ballenas que te quedaste, 1 por edificio más las bonificaciones de los edificios de victoria, y 1 por cada {per_point}. Las mercancías no puntúan. Para ganar tienes que sumar más que {captain}: un empate es para el Capitán. La tabla de puntos junto al tablero los va contando (Total). Pulsa Siguiente.</translation>
        </message>
        <message>
            <source>You know the basics now. The tutorial ends here, in a game you can win: play on against {captain}. Suggest a move (H) helps when you are unsure.</source>
            <comment>tutorial.end</comment>
            <translation>Ya conoces lo básico del juego. El tutorial termina aquí, en una partida que puedes ganar: sigue jugando contra {captain}. Sugerir una jugada (H) te ayuda si dudas.</translation>
        </message>
        <message>
            <source>Make the lit move.</source>
            <comment>tutorial.other</comment>
            <translation>Haz la jugada iluminada.</translation>
        </message>
        <message numerus="yes">
            <source>%n whaling rounds</source>
            <comment>tutorial_words.whaling_rounds</comment>
            <translation>
                <numerusform>%n ronda de caza</numerusform>
                <numerusform>%n rondas de caza</numerusform>
            </translation>
        </message>
        <message>
            <source>A ship launched to space 1 is home again in this same round, before any whaling: it comes home empty.</source>
            <comment>warning.launch_space_1</comment>
            <translation>Un barco que zarpa a la casilla 1 vuelve a casa en esta misma ronda, antes de la caza: vuelve vacío.</translation>
        </message>
        <message numerus="yes">
            <source>Only %n whaling rounds are left: launching to space {useful} whales just as often as space {to} and costs less food.</source>
            <comment>warning.launch_past_game_end</comment>
            <translation>
                <numerusform>Solo queda %n ronda de caza: zarpar a la casilla {useful} caza lo mismo que la casilla {to} y cuesta menos Comida.</numerusform>
                <numerusform>Solo quedan %n rondas de caza: zarpar a la casilla {useful} caza lo mismo que la casilla {to} y cuesta menos Comida.</numerusform>
            </translation>
        </message>
        <message>
            <source>Buying {amount} {good} for {price} before placing would let you {what} this turn instead.</source>
            <comment>warning.unused_purchase</comment>
            <translation>Si compras {amount} de {good} por {price} antes de colocar, podrías {what} en este mismo turno.</translation>
        </message>
        <message>
            <source>Your ship would whale until round {last} and come home in round {round}; each whale it brings must then be paid its lay ({low} to {high}) or sold for half, and you have {money} now.</source>
            <comment>warning.unpaid_lays</comment>
            <translation>Tu barco cazaría hasta la ronda {last} y volvería a casa en la ronda {round}; cada ballena que traiga habrá que pagarla entonces con su tasa (de {low} a {high}) o venderla por la mitad, y ahora tienes {money}.</translation>
        </message>
        <message>
            <source>build the {building} at the {space}</source>
            <comment>warning.what.build</comment>
            <translation>construir {building:el} en {space:el}</translation>
        </message>
        <message>
            <source>prepare a ship at the {space}</source>
            <comment>warning.what.prepare</comment>
            <translation>preparar un barco en {space:el}</translation>
        </message>
        <message>
            <source>launch to space {n} from the {space}</source>
            <comment>warning.what.launch</comment>
            <translation>zarpar a la casilla {n} desde {space:el}</translation>
        </message>
        <message>
            <source>If you sell the {whale}, {captain} buys it first, free: its points go to an opponent. Paying its {lay} lay keeps them for you.</source>
            <comment>warning.sell_to_captain</comment>
            <translation>Si vendes {whale:el}, {captain} {whale:lo|la} comprará gratis antes que nadie: sus puntos irán a un rival. Pagar su tasa de {lay} te los da a ti.</translation>
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
                <numerusform>En una partida jugada desde aquí, terminaste {points} puntos peor con esta jugada que con una mejor: {better}.</numerusform>
                <numerusform>En %n partidas jugadas desde aquí, terminaste de media {points} puntos peor con esta jugada que con una mejor: {better}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over %n games played out from here, this move finished too close to the suggested move to tell them apart: {better}.</source>
            <comment>warning.search.close</comment>
            <translation>
                <numerusform>En una partida jugada desde aquí, esta jugada quedó demasiado cerca de la sugerida para distinguirlas: {better}.</numerusform>
                <numerusform>En %n partidas jugadas desde aquí, esta jugada quedó demasiado cerca de la sugerida para distinguirlas: {better}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Over %n games played out from here, you finished on average {points} points worse off with this move ({split}) than with a better one: {better}.</source>
            <comment>warning.search.split</comment>
            <translation>
                <numerusform>En una partida jugada desde aquí, terminaste {points} puntos peor con esta jugada ({split}) que con una mejor: {better}.</numerusform>
                <numerusform>En %n partidas jugadas desde aquí, terminaste de media {points} puntos peor con esta jugada ({split}) que con una mejor: {better}.</numerusform>
            </translation>
        </message>
        <message>
            <source>you scored {own} points fewer and the others {others} more</source>
            <comment>warning.split.both</comment>
            <translation>sumaste {own} puntos menos y los demás {others} más</translation>
        </message>
        <message>
            <source>you scored {own} points fewer</source>
            <comment>warning.split.own</comment>
            <translation>sumaste {own} puntos menos</translation>
        </message>
        <message>
            <source>the others scored {others} points more</source>
            <comment>warning.split.others</comment>
            <translation>los demás sumaron {others} puntos más</translation>
        </message>
        <message>
            <source>you scored {own} points fewer, and the others {less} fewer</source>
            <comment>warning.split.own_less</comment>
            <translation>sumaste {own} puntos menos, y los demás {less} menos</translation>
        </message>
        <message>
            <source>you scored {more} points more, but the others {others} more</source>
            <comment>warning.split.more_others</comment>
            <translation>sumaste {more} puntos más, pero los demás {others} más</translation>
        </message>
        <message>
            <source>This move looks like a mistake.</source>
            <comment>warning.lead</comment>
            <translation>Esta jugada parece un error.</translation>
        </message>
        <message>
            <source>your small ship</source>
            <comment>suggest.ship.small</comment>
            <translation>tu barco pequeño</translation>
        </message>
        <message>
            <source>your large ship</source>
            <comment>suggest.ship.large</comment>
            <translation>tu barco grande</translation>
        </message>
        <message>
            <source>Buy {amount} for {price} before placing</source>
            <comment>suggest.buy_goods</comment>
            <translation>Compra {amount} por {price} antes de colocar</translation>
        </message>
        <message>
            <source>Start with {goods}</source>
            <comment>suggest.start_goods</comment>
            <translation>Empieza con {goods}</translation>
        </message>
        <message numerus="yes">
            <source>Pay the {lay} lay of the {whale}: it scores %n points</source>
            <comment>suggest.pay</comment>
            <translation>
                <numerusform>Paga la tasa de {lay} {whale:del}: vale %n punto</numerusform>
                <numerusform>Paga la tasa de {lay} {whale:del}: vale %n puntos</numerusform>
            </translation>
        </message>
        <message>
            <source>Sell the {whale} for {money}</source>
            <comment>suggest.sell</comment>
            <translation>Vende {whale:el} por {money}</translation>
        </message>
        <message numerus="yes">
            <source>Buy the {whale} for {lay}: it scores %n points</source>
            <comment>suggest.buy_whale</comment>
            <translation>
                <numerusform>Compra {whale:el} por {lay}: vale %n punto</numerusform>
                <numerusform>Compra {whale:el} por {lay}: vale %n puntos</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Take the {whale} aboard: %n points once home if you pay its {lay} lay then, or sell it for {money}</source>
            <comment>suggest.take</comment>
            <translation>
                <numerusform>Sube {whale:el} a tu barco: %n punto al regresar si entonces pagas su tasa de {lay}, o vénde{whale:lo|la} por {money}</numerusform>
                <numerusform>Sube {whale:el} a tu barco: %n puntos al regresar si entonces pagas su tasa de {lay}, o vénde{whale:lo|la} por {money}</numerusform>
            </translation>
        </message>
        <message>
            <source>Pass</source>
            <comment>suggest.pass</comment>
            <translation>Pasa</translation>
        </message>
        <message>
            <source>Pass: {ship} takes no whale this round</source>
            <comment>suggest.pass.pick</comment>
            <translation>Pasa: {ship} no toma ninguna ballena esta ronda</translation>
        </message>
        <message>
            <source>Pass: you buy none of the sold whales</source>
            <comment>suggest.pass.buy</comment>
            <translation>Pasa: no compras ninguna de las ballenas vendidas</translation>
        </message>
        <message>
            <source>{command}</source>
            <comment>suggest.command</comment>
            <translation>{command}</translation>
        </message>
        <message>
            <source>Place a worker on the {space}</source>
            <comment>suggest.place</comment>
            <translation>Coloca un trabajador en {space:el}</translation>
        </message>
        <message>
            <source>At the {space}, repeat the {repeated} for {cost}</source>
            <comment>suggest.place.repeat</comment>
            <translation>En {space:el}, repite la acción {repeated:del} por {cost}</translation>
        </message>
        <message>
            <source>{total}, {fees} included</source>
            <comment>suggest.cost.fees</comment>
            <translation>{total}, contando {fees}</translation>
        </message>
        <message>
            <source>the {money} fee for the {building}</source>
            <comment>suggest.cost.fee</comment>
            <translation>{money} por usar {building:el}</translation>
        </message>
        <message>
            <source>{move}; it costs {extra} more than at the {repeated}</source>
            <comment>suggest.fee.repeat</comment>
            <translation>{move}; cuesta {extra} más que en {repeated:el}</translation>
        </message>
        <message>
            <source>Place a worker on the {space} for a {fee} fee</source>
            <comment>suggest.place.fee</comment>
            <translation>Coloca un trabajador en {space:el} pagando {fee} por {space:usarlo|usarla}</translation>
        </message>
        <message numerus="yes">
            <source>Launch {ship} from the {space} to space {to}: it gets %n whaling rounds</source>
            <comment>suggest.launch</comment>
            <translation>
                <numerusform>Haz zarpar {ship} desde {space:el} a la casilla {to} del medidor: tendrá %n ronda de caza</numerusform>
                <numerusform>Haz zarpar {ship} desde {space:el} a la casilla {to} del medidor: tendrá %n rondas de caza</numerusform>
            </translation>
        </message>
        <message>
            <source>Launch {ship} from the {space} to space {to}: it comes home before any whaling</source>
            <comment>suggest.launch.none</comment>
            <translation>Haz zarpar {ship} desde {space:el} a la casilla {to} del medidor: vuelve a casa antes de cazar</translation>
        </message>
        <message>
            <source>Build the {building} at the {space}: 1 point and a new action space</source>
            <comment>suggest.build.action</comment>
            <translation>Construye {building:el} en {space:el}: 1 punto y una acción nueva</translation>
        </message>
        <message numerus="yes">
            <source>Build the {building} at the {space}: %n points at the end</source>
            <comment>suggest.build.points</comment>
            <translation>
                <numerusform>Construye {building:el} en {space:el}: %n punto al final</numerusform>
                <numerusform>Construye {building:el} en {space:el}: %n puntos al final</numerusform>
            </translation>
        </message>
        <message>
            <source>Build the {building} at the {space}: 1 point, and at the end 1 more per {per} buildings you own</source>
            <comment>suggest.build.per_building</comment>
            <translation>Construye {building:el} en {space:el}: 1 punto, y al final 1 más por cada {per} edificios tuyos</translation>
        </message>
        <message>
            <source>Build the {building} at the {space}: 1 point, and at the end 1 more per {per} Right whales you own</source>
            <comment>suggest.build.per_right</comment>
            <translation>Construye {building:el} en {space:el}: 1 punto, y al final 1 más por cada {per} Ballenas Francas tuyas</translation>
        </message>
        <message>
            <source>Prepare {ship} at the {space}, ready to launch</source>
            <comment>suggest.prepare</comment>
            <translation>Prepara {ship} en {space:el}, listo para zarpar</translation>
        </message>
        <message>
            <source>At the {space}, move {ship} one space farther out: one more whaling round</source>
            <comment>suggest.move_out</comment>
            <translation>En {space:el}, aleja {ship} una casilla más mar adentro: una ronda de caza más</translation>
        </message>
        <message>
            <source>At the {space}, move {ship} one space farther out: no more whaling rounds before the game ends, but it picks its whale ahead of the ships it passes</source>
            <comment>suggest.move_out.order</comment>
            <translation>En {space:el}, aleja {ship} una casilla más mar adentro: no cazará más rondas antes del final, pero elegirá su ballena antes que los barcos a los que adelanta</translation>
        </message>
        <message>
            <source>At the {space}, move {ship} one space farther out: no more whaling rounds before the game ends</source>
            <comment>suggest.move_out.none</comment>
            <translation>En {space:el}, aleja {ship} una casilla más mar adentro: no cazará más rondas antes del final</translation>
        </message>
        <message>
            <source>{place}: bring home the Right whales on {ship} free</source>
            <comment>suggest.render_right</comment>
            <translation>{place}: lleva a casa gratis las Ballenas Francas de {ship}</translation>
        </message>
        <message>
            <source>{place}: you place both workers again after everyone else</source>
            <comment>suggest.inn</comment>
            <translation>{place}: volverás a colocar tus dos trabajadores al final</translation>
        </message>
        <message numerus="yes">
            <source>{place}: remove %n empty sea tokens from the game for {money}; better draws ahead</source>
            <comment>suggest.remove_sea</comment>
            <translation>
                <numerusform>{place}: retira %n ficha de mar vacío del juego y ganas {money}; la bolsa mejora</numerusform>
                <numerusform>{place}: retira %n fichas de mar vacío del juego y ganas {money}; la bolsa mejora</numerusform>
            </translation>
        </message>
        <message>
            <source>{place}: it pays you {money} at the end of every round</source>
            <comment>suggest.post_office</comment>
            <translation>{place}: ganarás {money} al final de cada ronda</translation>
        </message>
        <message>
            <source>{place}: sell {sold} for {gained}</source>
            <comment>suggest.sell_goods</comment>
            <translation>{place}: vende {sold} por {gained}</translation>
        </message>
        <message>
            <source>{place}: you gain {gained}</source>
            <comment>suggest.gain</comment>
            <translation>{place}: ganas {gained}</translation>
        </message>
        <message>
            <source>{place}: you gain {gained} (you pay {spent})</source>
            <comment>suggest.gain_pay</comment>
            <translation>{place}: ganas {gained} (pagas {spent})</translation>
        </message>
        <message>
            <source>{move}, after a {fee} fee to use the {building}</source>
            <comment>suggest.fee</comment>
            <translation>{move}, tras pagar {fee} por usar{building:lo|la}</translation>
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
            <translation>Es la jugada que mejor resultado dio al jugar el resto de la partida desde aquí.</translation>
        </message>
        <message numerus="yes">
            <source>A quick look only (the computer is busy): there was time to play out just %n games from here, too few to tell this move from the next best choice ({other}).</source>
            <comment>suggest.found.busy</comment>
            <translation>
                <numerusform>Solo un vistazo rápido (el ordenador está ocupado): dio tiempo a jugar una sola partida desde aquí, demasiado poco para distinguir esta jugada de la siguiente mejor opción ({other}).</numerusform>
                <numerusform>Solo un vistazo rápido (el ordenador está ocupado): dio tiempo a jugar solo %n partidas desde aquí, demasiado pocas para distinguir esta jugada de la siguiente mejor opción ({other}).</numerusform>
            </translation>
        </message>
        <message>
            <source>A quick look only (the computer is busy): there was no time to play games out from here, so this is the move that looks best at first sight.</source>
            <comment>suggest.found.busy.none</comment>
            <translation>Solo un vistazo rápido (el ordenador está ocupado): no dio tiempo a jugar partidas desde aquí, así que es la jugada que parece mejor a primera vista.</translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you finished on average {points} points better off with this move than with the next best choice ({other}).</source>
            <comment>suggest.found.better</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, terminaste {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}).</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, terminaste de media {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you finished on average {points} points better off with this move than with the next best choice ({other}), and won {wins}% of those games.</source>
            <comment>suggest.found.better.wins</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, terminaste {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}), y la ganaste ({wins} %).</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, terminaste de media {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}), y ganaste el {wins} % de esas partidas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you won {wins}% of those games with this move, against {theirs}% with the next best choice ({other}).</source>
            <comment>suggest.found.wins</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, la ganaste con esta jugada ({wins} %) y no con la siguiente mejor opción ({other}: {theirs} %).</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, ganaste el {wins} % de esas partidas con esta jugada, frente al {theirs} % con la siguiente mejor opción ({other}).</numerusform>
            </translation>
        </message>
        <message>
            <source>You have {money}, enough for every lay on this ship ({lays}): whichever you pay first, paying them all ends the same.</source>
            <comment>suggest.found.order</comment>
            <translation>Tienes {money}, suficiente para todas las tasas de este barco ({lays}): pagues primero la que pagues, pagarlas todas acaba igual.</translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move did about as well as the next best choice ({other}): either is fine.</source>
            <comment>suggest.found.even</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, esta jugada quedó casi igual que la siguiente mejor opción ({other}): cualquiera de las dos vale.</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, esta jugada quedó casi igual que la siguiente mejor opción ({other}): cualquiera de las dos vale.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, you scored on average {points} points more with this move than with the next best choice ({other}), but the others scored more too, so you did not pull ahead of them.</source>
            <comment>suggest.found.score</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, sumaste {points} puntos más con esta jugada que con la siguiente mejor opción ({other}), pero los demás también sumaron más, así que no les sacaste más ventaja.</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, sumaste de media {points} puntos más con esta jugada que con la siguiente mejor opción ({other}), pero los demás también sumaron más, así que no les sacaste más ventaja.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move and the next best choice ({other}) came out too close to call: luck alone could make a difference that size.</source>
            <comment>suggest.found.close</comment>
            <translation>
                <numerusform>Jugando una sola vez el resto de la partida no se puede distinguir esta jugada de la siguiente mejor opción ({other}): están demasiado igualadas para decidir.</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, esta jugada y la siguiente mejor opción ({other}) quedaron demasiado igualadas para decidir: la suerte sola podría dar una diferencia así.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move did about as well as buying first ({other}) as far as those games can tell, so there is no need to spend the money.</source>
            <comment>suggest.found.simpler</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, esta jugada quedó casi igual que comprar antes ({other}), así que no hace falta gastar el dinero.</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, esta jugada quedó casi igual que comprar antes ({other}), hasta donde esas partidas permiten ver, así que no hace falta gastar el dinero.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the rest of the game out %n times, this move did about as well as selling it ({other}) as far as those games can tell; sold, {sold}.</source>
            <comment>suggest.found.keep</comment>
            <translation>
                <numerusform>Jugando una vez el resto de la partida, esta jugada quedó casi igual que venderla ({other}); vendida, {sold}.</numerusform>
                <numerusform>Jugando el resto de la partida %n veces, esta jugada quedó casi igual que venderla ({other}), hasta donde esas partidas permiten ver; vendida, {sold}.</numerusform>
            </translation>
        </message>
        <message>
            <source>It did best when the next {rounds} rounds were played out from here and the rest of the game estimated.</source>
            <comment>suggest.found.best.ahead</comment>
            <translation>Es la jugada que mejor resultado dio al jugar desde aquí las {rounds} rondas siguientes y estimar el resto de la partida.</translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out on average {points} points better off with this move than with the next best choice ({other}).</source>
            <comment>suggest.found.better.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, quedaste {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}).</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, quedaste de media {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out on average {points} points better off with this move than with the next best choice ({other}), and ahead in {wins}% of those games.</source>
            <comment>suggest.found.better.wins.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, quedaste {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}), y por delante ({wins} %).</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, quedaste de media {points} puntos mejor con esta jugada que con la siguiente mejor opción ({other}), y por delante en el {wins} % de esas partidas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you came out ahead in {wins}% of those games with this move, against {theirs}% with the next best choice ({other}).</source>
            <comment>suggest.found.wins.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, quedaste por delante con esta jugada ({wins} %) y no con la siguiente mejor opción ({other}: {theirs} %).</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, quedaste por delante en el {wins} % de esas partidas con esta jugada, frente al {theirs} % con la siguiente mejor opción ({other}).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as the next best choice ({other}): either is fine.</source>
            <comment>suggest.found.even.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada quedó casi igual que la siguiente mejor opción ({other}): cualquiera de las dos vale.</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada quedó casi igual que la siguiente mejor opción ({other}): cualquiera de las dos vale.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move and the next best choice ({other}) came out too close to call: luck alone could make a difference that size.</source>
            <comment>suggest.found.close.ahead</comment>
            <translation>
                <numerusform>Jugando una sola vez las {rounds} rondas siguientes y estimando el resto de la partida no se puede distinguir esta jugada de la siguiente mejor opción ({other}): están demasiado igualadas para decidir.</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada y la siguiente mejor opción ({other}) quedaron demasiado igualadas para decidir: la suerte sola podría dar una diferencia así.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as selling it ({other}) as far as those games can tell; sold, {sold}.</source>
            <comment>suggest.found.keep.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada quedó casi igual que venderla ({other}); vendida, {sold}.</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada quedó casi igual que venderla ({other}), hasta donde esas partidas permiten ver; vendida, {sold}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, this move did about as well as buying first ({other}) as far as those games can tell, so there is no need to spend the money.</source>
            <comment>suggest.found.simpler.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada quedó casi igual que comprar antes ({other}), así que no hace falta gastar el dinero.</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, esta jugada quedó casi igual que comprar antes ({other}), hasta donde esas partidas permiten ver, así que no hace falta gastar el dinero.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Playing the next {rounds} rounds out %n times and estimating the rest of the game, you had on average {points} points more with this move than with the next best choice ({other}), but the others had more too, so you did not pull ahead of them.</source>
            <comment>suggest.found.score.ahead</comment>
            <translation>
                <numerusform>Jugando una vez las {rounds} rondas siguientes y estimando el resto de la partida, tuviste {points} puntos más con esta jugada que con la siguiente mejor opción ({other}), pero los demás también tuvieron más, así que no les sacaste más ventaja.</numerusform>
                <numerusform>Jugando %n veces las {rounds} rondas siguientes y estimando el resto de la partida, tuviste de media {points} puntos más con esta jugada que con la siguiente mejor opción ({other}), pero los demás también tuvieron más, así que no les sacaste más ventaja.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you have the food, and it can bring home up to %n whales by round {round}</source>
            <comment>suggest.why.launch</comment>
            <translation>
                <numerusform>tienes la Comida, y puede traer a casa una ballena antes de la ronda {round}</numerusform>
                <numerusform>tienes la Comida, y puede traer a casa hasta %n ballenas antes de la ronda {round}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>you have the food, and it can bring home up to %n whales before the game ends</source>
            <comment>suggest.why.launch.end</comment>
            <translation>
                <numerusform>tienes la Comida, y puede traer a casa una ballena antes del final de la partida</numerusform>
                <numerusform>tienes la Comida, y puede traer a casa hasta %n ballenas antes del final de la partida</numerusform>
            </translation>
        </message>
        <message>
            <source>you have the {cost} it costs, and others pay you {fee} each time they use the {building}</source>
            <comment>suggest.why.build.action</comment>
            <translation>tienes los {cost} que cuesta, y los demás te pagan {fee} cada vez que usan {building:el}</translation>
        </message>
        <message>
            <source>you have the {cost} it costs</source>
            <comment>suggest.why.build.points</comment>
            <translation>tienes los {cost} que cuesta</translation>
        </message>
        <message>
            <source>with the discount it costs you {cost} instead of {printed}, which you have, and others pay you {fee} each time they use the {building}</source>
            <comment>suggest.why.build.action.discount</comment>
            <translation>con el descuento te cuesta {cost} en vez de {printed}, que tienes, y los demás te pagan {fee} cada vez que usan {building:el}</translation>
        </message>
        <message>
            <source>with the discount it costs you {cost} instead of {printed}, which you have</source>
            <comment>suggest.why.build.points.discount</comment>
            <translation>con el descuento te cuesta {cost} en vez de {printed}, que tienes</translation>
        </message>
        <message>
            <source>with your {food} it can then sail as far as space {to}</source>
            <comment>suggest.why.prepare</comment>
            <translation>con tus {food} podrá zarpar luego hasta la casilla {to}</translation>
        </message>
        <message>
            <source>you cannot pay its {lay} lay</source>
            <comment>suggest.why.sell</comment>
            <translation>no puedes pagar su tasa de {lay}</translation>
        </message>
        <message>
            <source>paying it would leave you {left}, less than the {need} in lays of the more valuable whales still to come home</source>
            <comment>suggest.why.sell.more</comment>
            <translation>pagarla te dejaría {left}, menos que los {need} de tasas de las ballenas más valiosas que aún tienen que volver</translation>
        </message>
        <message>
            <source>your {money} does not cover the {lays} in lays of all your whales still to come home, so some of them will be sold</source>
            <comment>suggest.why.pay.short</comment>
            <translation>tus {money} no cubren los {lays} en tasas de todas tus ballenas que aún han de volver, así que alguna se venderá</translation>
        </message>
        <message>
            <source>you have {money}, less than the {whale}'s {lay} lay, and a whale you cannot pay for when your ship comes home must be sold: {sold}</source>
            <comment>suggest.why.pass.lay</comment>
            <translation>tienes {money}, menos que la tasa de {lay} {whale:del}, y una ballena que no puedas pagar cuando tu barco vuelva a casa debe venderse: {sold}</translation>
        </message>
        <message>
            <source>the whales aboard already need {aboard} in lays, the {whale} {lay} more, and you have {money}; a whale you cannot pay for when your ship comes home must be sold: {sold}</source>
            <comment>suggest.why.pass.aboard</comment>
            <translation>las ballenas a bordo ya necesitan {aboard} de tasas, {whale:el} {lay} más, y tienes {money}; una ballena que no puedas pagar cuando tu barco vuelva a casa debe venderse: {sold}</translation>
        </message>
        <message>
            <source>a Captain takes it free</source>
            <comment>suggest.why.pass.captain</comment>
            <translation>un Capitán se la lleva gratis</translation>
        </message>
        <message>
            <source>the others may buy it for its lay</source>
            <comment>suggest.why.pass.others</comment>
            <translation>los demás pueden comprarla por su tasa</translation>
        </message>
        <message>
            <source>the {other} costs {other_lay} to keep, and you have {money}</source>
            <comment>suggest.why.take.cheaper</comment>
            <translation>quedarte con {other:el} costaría {other_lay}, y tienes {money}</translation>
        </message>
        <message numerus="yes">
            <source>the game ends after this sale and each {per} you have scores 1 point: paying {lay} for the {whale} leaves you {left}, %n points less for your money, as much as the whale scores</source>
            <comment>suggest.why.pass.money</comment>
            <translation>
                <numerusform>la partida acaba tras esta venta y cada {per} que tienes vale 1 punto: pagar {lay} por {whale:el} te deja {left}, %n punto menos por tu dinero, lo mismo que vale la ballena</numerusform>
                <numerusform>la partida acaba tras esta venta y cada {per} que tienes vale 1 punto: pagar {lay} por {whale:el} te deja {left}, %n puntos menos por tu dinero, lo mismo que vale la ballena</numerusform>
            </translation>
        </message>
        <message>
            <source>with it you can {what} next</source>
            <comment>suggest.why.enables</comment>
            <translation>con ello podrás {what} después</translation>
        </message>
        <message>
            <source>your ship comes home this round with {lays} in lays to pay, and you have {money}</source>
            <comment>suggest.why.lays_due</comment>
            <translation>tu barco vuelve esta ronda con {lays} en tasas que pagar, y tienes {money}</translation>
        </message>
        <message>
            <source>your {n} ships come home this round with {lays} in lays to pay, and you have {money}</source>
            <comment>suggest.why.lays_due.ships</comment>
            <translation>tus {n} barcos vuelven esta ronda con {lays} en tasas que pagar, y tienes {money}</translation>
        </message>
        <message>
            <source>{move}: it is the only legal move now.</source>
            <comment>suggest.reason.forced</comment>
            <translation>{move}. Es la única jugada posible ahora.</translation>
        </message>
        <message>
            <source>The game is over: there is nothing to suggest.</source>
            <comment>suggest.error.over</comment>
            <translation>La partida ha terminado: no hay nada que sugerir.</translation>
        </message>
        <message>
            <source>A Captain is to act, not a player.</source>
            <comment>suggest.error.captain</comment>
            <translation>Le toca a un Capitán, no a un jugador.</translation>
        </message>
        <message>
            <source>No legal command.</source>
            <comment>suggest.error.none</comment>
            <translation>No hay ninguna jugada legal.</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money · the supply paid you {paid} when he used yours</source>
            <comment>ledger.captain</comment>
            <translation>Cuentas de {captain}: {total} = {whales} + {buildings} por sus edificios + {bonuses} por sus bonificaciones de victoria + {money} por su dinero · la reserva te pagó {paid} cuando él usó los tuyos</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money</source>
            <comment>ledger.captain.unpaid</comment>
            <translation>Cuentas de {captain}: {total} = {whales} + {buildings} por sus edificios + {bonuses} por sus bonificaciones de victoria + {money} por su dinero</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money · the supply paid the players {paid} when he used their buildings</source>
            <comment>ledger.captain.players</comment>
            <translation>Cuentas de {captain}: {total} = {whales} + {buildings} por sus edificios + {bonuses} por sus bonificaciones de victoria + {money} por su dinero · la reserva pagó {paid} a los jugadores cuando él usó sus edificios</translation>
        </message>
        <message>
            <source>{captain}'s ledger: {total} = {whales} + {buildings} from his buildings + {bonuses} from his victory bonuses + {money} from his money</source>
            <comment>ledger.captain.players.unpaid</comment>
            <translation>Cuentas de {captain}: {total} = {whales} + {buildings} por sus edificios + {bonuses} por sus bonificaciones de victoria + {money} por su dinero</translation>
        </message>
        <message>
            <source>Money (1 per {money})</source>
            <comment>sheet.money_row</comment>
            <translation>Dinero (1 por cada {money})</translation>
        </message>
        <message>
            <source>{points} from whales</source>
            <comment>ledger.whales</comment>
            <translation>{points} por ballenas</translation>
        </message>
        <message>
            <source>{points} from whales ({sold} from whales you sold him)</source>
            <comment>ledger.whales.sold</comment>
            <translation>{points} por ballenas ({sold} por ballenas que le vendiste)</translation>
        </message>
        <message>
            <source>{points} from whales ({sold} from whales the players sold him)</source>
            <comment>ledger.whales.sold.players</comment>
            <translation>{points} por ballenas ({sold} por ballenas que le vendieron los jugadores)</translation>
        </message>
        <message>
            <source>the file does not exist</source>
            <comment>file.missing</comment>
            <translation>el archivo no existe</translation>
        </message>
        <message>
            <source>cannot read it ({reason})</source>
            <comment>file.unreadable</comment>
            <translation>no se puede leer ({reason})</translation>
        </message>
        <message>
            <source>it is {kind}, not a file</source>
            <comment>file.not_a_file</comment>
            <translation>es {kind}, no un archivo</translation>
        </message>
        <message>
            <source>it is not a plain file</source>
            <comment>file.not_regular</comment>
            <translation>no es un archivo normal</translation>
        </message>
        <message>
            <source>it is too large ({size}; at most {limit})</source>
            <comment>file.too_large</comment>
            <translation>es demasiado grande ({size}; como máximo {limit})</translation>
        </message>
        <message>
            <source>it is too large (over {limit})</source>
            <comment>file.too_large_over</comment>
            <translation>es demasiado grande (más de {limit})</translation>
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
            <translation>una carpeta</translation>
        </message>
        <message>
            <source>a named pipe</source>
            <comment>file.kind.pipe</comment>
            <translation>una tubería con nombre</translation>
        </message>
        <message>
            <source>a device</source>
            <comment>file.kind.device</comment>
            <translation>un dispositivo</translation>
        </message>
        <message>
            <source>a socket</source>
            <comment>file.kind.socket</comment>
            <translation>un socket</translation>
        </message>
        <message>
            <source>not a plain file</source>
            <comment>file.kind.other</comment>
            <translation>no es un archivo corriente</translation>
        </message>
        <message>
            <source>The tutorial cannot start: its file {file}, which came with nbgui, cannot be used ({problem}).</source>
            <comment>tutorial_file.cannot_use</comment>
            <translation>El tutorial no puede empezar: su archivo {file}, que vino con nbgui, no se puede usar ({problem}).</translation>
        </message>
        <message>
            <source>The game on the table goes on without the tutorial; reinstalling nbgui restores the file.</source>
            <comment>tutorial_file.table_goes_on</comment>
            <translation>La partida de la mesa sigue sin el tutorial; reinstalar nbgui restaura el archivo.</translation>
        </message>
        <message>
            <source>The game chosen in the New game dialog starts instead, without the tutorial; reinstalling nbgui restores the file.</source>
            <comment>tutorial_file.start_without</comment>
            <translation>Empieza en su lugar la partida elegida en el diálogo Partida nueva, sin el tutorial; reinstalar nbgui restaura el archivo.</translation>
        </message>
        <message>
            <source>it is not text</source>
            <comment>tutorial_file.not_utf8</comment>
            <translation>no es texto</translation>
        </message>
        <message>
            <source>it is damaged or cut short</source>
            <comment>tutorial_file.bad_json</comment>
            <translation>está dañado o cortado</translation>
        </message>
        <message>
            <source>it holds other data, not the tutorial's steps</source>
            <comment>tutorial_file.not_object</comment>
            <translation>contiene otros datos, no los pasos del tutorial</translation>
        </message>
        <message>
            <source>its game's seed is not a whole number</source>
            <comment>tutorial_file.bad_seed</comment>
            <translation>la semilla de su partida no es un número entero</translation>
        </message>
        <message>
            <source>it has no steps</source>
            <comment>tutorial_file.no_steps</comment>
            <translation>no tiene pasos</translation>
        </message>
        <message>
            <source>it names a Captain this version does not know</source>
            <comment>tutorial_file.bad_captains</comment>
            <translation>nombra a un Capitán que esta versión no conoce</translation>
        </message>
        <message>
            <source>the learner's name in it cannot be read</source>
            <comment>tutorial_file.bad_player</comment>
            <translation>no se puede leer el nombre del alumno que contiene</translation>
        </message>
        <message>
            <source>step {n} cannot be read</source>
            <comment>tutorial_file.step_not_object</comment>
            <translation>no se puede leer el paso {n}</translation>
        </message>
        <message>
            <source>step {n} is incomplete</source>
            <comment>tutorial_file.step_missing</comment>
            <translation>el paso {n} está incompleto</translation>
        </message>
        <message>
            <source>step {n} is of a kind this version does not know</source>
            <comment>tutorial_file.unknown_kind</comment>
            <translation>el paso {n} es de un tipo que esta versión no conoce</translation>
        </message>
        <message>
            <source>the move of step {n} cannot be read</source>
            <comment>tutorial_file.bad_command</comment>
            <translation>no se puede leer la jugada del paso {n}</translation>
        </message>
        <message>
            <source>step {n} does not say which move the learner makes</source>
            <comment>tutorial_file.move_needs</comment>
            <translation>el paso {n} no dice qué jugada hace el alumno</translation>
        </message>
        <message>
            <source>step {n} does not accept its own move</source>
            <comment>tutorial_file.not_accepted</comment>
            <translation>el paso {n} no acepta su propia jugada</translation>
        </message>
        <message>
            <source>its last step is missing</source>
            <comment>tutorial_file.last_not_end</comment>
            <translation>le falta su último paso</translation>
        </message>
        <message>
            <source>Cannot open {file}: {problem}</source>
            <comment>save.cannot_open</comment>
            <translation>No se puede abrir {file}: {problem}</translation>
        </message>
        <message>
            <source>Could not save {file}: {reason}</source>
            <comment>save.cannot_write</comment>
            <translation>No se pudo guardar {file}: {reason}</translation>
        </message>
        <message>
            <source>Could not file the finished game: {reason}</source>
            <comment>save.cannot_file_finished</comment>
            <translation>No se pudo archivar la partida terminada: {reason}</translation>
        </message>
        <message>
            <source>Could not set the previous game aside before autosaving: {reason}</source>
            <comment>save.cannot_set_aside</comment>
            <translation>No se pudo apartar la partida anterior antes del guardado automático: {reason}</translation>
        </message>
        <message>
            <source>the file is too large to be a save ({size}; at most {limit})</source>
            <comment>save.too_large</comment>
            <translation>el archivo es demasiado grande para ser una partida guardada ({size}; como máximo {limit})</translation>
        </message>
        <message>
            <source>the file is too large to be a save ({size})</source>
            <comment>save.too_large_size</comment>
            <translation>el archivo es demasiado grande para ser una partida guardada ({size})</translation>
        </message>
        <message>
            <source>the file is too large to be a save (over {limit})</source>
            <comment>save.too_large_over</comment>
            <translation>el archivo es demasiado grande para ser una partida guardada (más de {limit})</translation>
        </message>
        <message>
            <source>the file is not a saved game (it is not text)</source>
            <comment>save.not_utf8</comment>
            <translation>el archivo no es una partida guardada (no es texto)</translation>
        </message>
        <message>
            <source>the file is not a saved game (it holds other data, not a game)</source>
            <comment>save.too_deep</comment>
            <translation>el archivo no es una partida guardada (contiene otros datos, no una partida)</translation>
        </message>
        <message>
            <source>the file is not a saved game (it holds other data, not a game)</source>
            <comment>save.no_envelope</comment>
            <translation>el archivo no es una partida guardada (contiene otros datos, no una partida)</translation>
        </message>
        <message>
            <source>the file is damaged or cut short, or it is not a saved game</source>
            <comment>save.bad_json</comment>
            <translation>el archivo está dañado o cortado, o no es una partida guardada</translation>
        </message>
        <message>
            <source>the save is damaged (it holds a number far too long)</source>
            <comment>save.damaged_value</comment>
            <translation>la partida guardada está dañada (contiene un número demasiado largo)</translation>
        </message>
        <message>
            <source>the save is damaged or was changed outside nbgui (a value in it is not one nbgui writes)</source>
            <comment>save.damaged_field</comment>
            <translation>la partida guardada está dañada o se cambió fuera de nbgui (contiene un valor que nbgui no escribe)</translation>
        </message>
        <message>
            <source>the save is damaged (its list of moves cannot be read)</source>
            <comment>save.damaged_commands</comment>
            <translation>la partida guardada está dañada (no se puede leer su lista de jugadas)</translation>
        </message>
        <message>
            <source>the save is damaged: move {n} ({command}) cannot be read</source>
            <comment>save.damaged_command</comment>
            <translation>la partida guardada está dañada: no se puede leer la jugada {n} ({command})</translation>
        </message>
        <message>
            <source>the save is damaged or was changed outside nbgui ({reason})</source>
            <comment>save.does_not_replay</comment>
            <translation>la partida guardada está dañada o se cambió fuera de nbgui ({reason})</translation>
        </message>
        <message>
            <source>it was made with other rules, and under the current ones {reason}</source>
            <comment>save.rules_do_not_replay</comment>
            <translation>se hizo con otras reglas, y con las actuales {reason}</translation>
        </message>
        <message>
            <source>with the current rules, {problem}</source>
            <comment>save.with_current_rules</comment>
            <translation>con las reglas actuales, {problem}</translation>
        </message>
        <message>
            <source>the save is damaged or was changed outside nbgui: its moves do not lead to the game it records</source>
            <comment>save.hash_mismatch</comment>
            <translation>la partida guardada está dañada o se cambió fuera de nbgui: sus jugadas no llevan a la partida que registra</translation>
        </message>
        <message>
            <source>its moves do not lead to the game it records: it was made with different rules</source>
            <comment>save.hash_mismatch_rules</comment>
            <translation>sus jugadas no llevan a la partida que registra: se hizo con otras reglas</translation>
        </message>
        <message>
            <source>it was made by a newer nbgui (format {version}); this version reads up to format {supported}. Update nbgui to open it.</source>
            <comment>save.newer</comment>
            <translation>se guardó con un nbgui más nuevo (formato {version}); esta versión lee hasta el formato {supported}. Actualiza nbgui para abrirla.</translation>
        </message>
        <message>
            <source>the save was made by a newer nbgui (format {version}); this version reads up to format {supported}. Update nbgui to open it.</source>
            <comment>save.newer_envelope</comment>
            <translation>la partida se guardó con un nbgui más nuevo (formato {version}); esta versión lee hasta el formato {supported}. Actualiza nbgui para abrirla.</translation>
        </message>
        <message>
            <source>the save's format {version} is older than any this version can read</source>
            <comment>save.too_old</comment>
            <translation>el formato {version} de la partida guardada es anterior a todos los que esta versión sabe leer</translation>
        </message>
        <message>
            <source>the save's format {version} cannot be upgraded</source>
            <comment>save.no_upgrade</comment>
            <translation>el formato {version} de la partida guardada no se puede actualizar</translation>
        </message>
        <message>
            <source>the save, from an older nbgui (format {version}), is damaged: it cannot be brought up to date</source>
            <comment>save.upgrade_failed</comment>
            <translation>la partida guardada, de un nbgui anterior (formato {version}), está dañada: no se puede poner al día</translation>
        </message>
        <message>
            <source>the game cannot be played here: {problem}</source>
            <comment>save.cannot_play_here</comment>
            <translation>la partida no se puede jugar aquí: {problem}</translation>
        </message>
        <message>
            <source>This game cannot be played here: {problem}.</source>
            <comment>save.cannot_play_here_sentence</comment>
            <translation>Esta partida no se puede jugar aquí: {problem}.</translation>
        </message>
        <message>
            <source>an unexpected error stopped it from loading (the details are in nbgui's log file)</source>
            <comment>save.unexpected</comment>
            <translation>un error inesperado impidió cargarla (los detalles están en el archivo de registro de nbgui)</translation>
        </message>
        <message>
            <source>it cannot be read (the details are in nbgui's log file)</source>
            <comment>save.unreadable_header</comment>
            <translation>no se puede leer (los detalles están en el archivo de registro de nbgui)</translation>
        </message>
        <message>
            <source>does not load</source>
            <comment>save.does_not_load</comment>
            <translation>no se puede cargar</translation>
        </message>
        <message>
            <source>it has a Captain this version does not know ({captain}; it knows {known})</source>
            <comment>save.unknown_captain</comment>
            <translation>tiene un Capitán que esta versión no conoce ({captain}; conoce a {known})</translation>
        </message>
        <message>
            <source>in it {captain} has a Helm of {size} spaces, but his board here has {board}</source>
            <comment>save.helm_size</comment>
            <translation>en ella {captain} tiene un Timón de {size} casillas, pero su tablero aquí tiene {board}</translation>
        </message>
        <message>
            <source>This save ({file}) was made with different rules or Captain data ({what}); it can be replayed anyway with the current rules.</source>
            <comment>save.rules_mismatch</comment>
            <translation>Esta partida ({file}) se guardó con otras reglas o con otros datos de Capitanes ({what}); aun así se puede reproducir con las reglas actuales.</translation>
        </message>
        <message>
            <source>{game}
Saved on {when}</source>
            <comment>save.list.saved</comment>
            <translation>{game}
Guardada el {when}</translation>
        </message>
        <message>
            <source>{game}
Set aside on {when}, when a new game started</source>
            <comment>save.list.set_aside</comment>
            <translation>{game}
Apartada el {when}, al empezar otra partida</translation>
        </message>
        <message>
            <source>Choose a game to carry on: the games you saved, and the ones you left for a new game.</source>
            <comment>save.list.intro</comment>
            <translation>Elige una partida para seguirla: las que guardaste y las que dejaste para empezar otra.</translation>
        </message>
        <message>
            <source>No saved or set-aside games yet. The game on the table is saved automatically after every move; a game you leave for a new one is set aside here, never deleted.</source>
            <comment>save.list.empty</comment>
            <translation>Aún no hay partidas guardadas ni apartadas. La partida de la mesa se guarda sola después de cada jugada; si la dejas para empezar otra, se aparta aquí y nunca se borra.</translation>
        </message>
        <message>
            <source>{menu} → {item}</source>
            <comment>menu.path</comment>
            <translation>{menu} → {item}</translation>
        </message>
        <message>
            <source>Your earlier game ({game}) was set aside, not deleted: {menu} brings it back.</source>
            <comment>save.set_aside_notice</comment>
            <translation>Tu partida anterior ({game}) se ha apartado, no borrado: {menu} te la devuelve.</translation>
        </message>
        <message>
            <source>If you start a new game instead, this one is set aside, not deleted: {menu} brings it back.</source>
            <comment>save.resume_or_set_aside</comment>
            <translation>Si empiezas otra partida, esta se aparta, no se borra: {menu} te la devuelve.</translation>
        </message>
        <message>
            <source>The table now has the whole screen. {key} or {menu} goes back to a window.</source>
            <comment>window.full_screen_notice</comment>
            <translation>La mesa ocupa ahora toda la pantalla. {key} o {menu} la devuelve a una ventana.</translation>
        </message>
        <message>
            <source>{game} · seed {seed}</source>
            <comment>window.title</comment>
            <translation>{game} · semilla {seed}</translation>
        </message>
        <message>
            <source>{who}</source>
            <comment>save.label</comment>
            <translation>{who}</translation>
        </message>
        <message>
            <source>{who} · round {round}</source>
            <comment>save.label.round</comment>
            <translation>{who} · ronda {round}</translation>
        </message>
        <message>
            <source>{who} · finished</source>
            <comment>save.label.finished</comment>
            <translation>{who} · terminada</translation>
        </message>
        <message>
            <source>the rules data has changed since it was saved</source>
            <comment>digest.rules</comment>
            <translation>los datos de las reglas han cambiado desde que se guardó</translation>
        </message>
        <message>
            <source>it used other edited Captain boards ({saved}; now {now})</source>
            <comment>digest.other_boards</comment>
            <translation>usaba otros tableros de Capitán editados ({saved}; ahora {now})</translation>
        </message>
        <message>
            <source>it used edited Captain boards ({saved}); the built-in boards are in use now</source>
            <comment>digest.edited_then</comment>
            <translation>usaba tableros de Capitán editados ({saved}); ahora se usan los tableros de serie</translation>
        </message>
        <message>
            <source>it used the built-in Captain boards; edited boards ({now}) are in use now</source>
            <comment>digest.edited_now</comment>
            <translation>usaba los tableros de Capitán de serie; ahora se usan tableros editados ({now})</translation>
        </message>
        <message>
            <source>{first}; {second}</source>
            <comment>digest.both</comment>
            <translation>{first}; {second}</translation>
        </message>
        <message>
            <source>the rules fingerprints differ</source>
            <comment>digest.differ</comment>
            <translation>las huellas de las reglas son distintas</translation>
        </message>
        <message>
            <source>The game on the table is unchanged, and the file is left as it was at {path}. Open another save, or play on.</source>
            <comment>save.open_kept</comment>
            <translation>La partida de la mesa no ha cambiado, y el archivo queda como estaba en {path}. Abre otra partida guardada o sigue jugando.</translation>
        </message>
        <message>
            <source>The game on the table is unchanged, and the folder {path} is left as it was. Open a save file, not a folder, or play on.</source>
            <comment>save.open_kept.folder</comment>
            <translation>La partida de la mesa no ha cambiado, y la carpeta {path} queda como estaba. Abre un archivo de partida guardada, no una carpeta, o sigue jugando.</translation>
        </message>
        <message>
            <source>The file is left as it was at {path}. Start a new game, or open another save from the Game menu.</source>
            <comment>save.start_kept</comment>
            <translation>El archivo queda como estaba en {path}. Empieza una partida nueva o abre otra partida guardada desde el menú Partida.</translation>
        </message>
        <message>
            <source>The game on the table is unchanged. nbgui looked for the save at {path}. Open another save, or play on.</source>
            <comment>save.open_kept.missing</comment>
            <translation>La partida de la mesa no ha cambiado. nbgui buscó la partida guardada en {path}. Abre otra partida guardada o sigue jugando.</translation>
        </message>
        <message>
            <source>nbgui looked for the save at {path}. Start a new game, or open a save from the Game menu.</source>
            <comment>save.start_kept.missing</comment>
            <translation>nbgui buscó la partida guardada en {path}. Empieza una partida nueva o abre una partida guardada desde el menú Partida.</translation>
        </message>
        <message>
            <source>nbgui looked for the save at {path}. Choose another save, or a game from the list.</source>
            <comment>save.replay_kept.missing</comment>
            <translation>nbgui buscó la partida guardada en {path}. Elige otra partida guardada o una partida de la lista.</translation>
        </message>
        <message>
            <source>The folder {path} is left as it was. Start a new game, or open a save file from the Game menu.</source>
            <comment>save.start_kept.folder</comment>
            <translation>La carpeta {path} queda como estaba. Empieza una partida nueva o abre un archivo de partida guardada desde el menú Partida.</translation>
        </message>
        <message>
            <source>Your autosave is left as it was at {path}; when a new game starts it is moved to {folder}, not deleted. Start a new game, or open another save from the Game menu.</source>
            <comment>save.resume_kept</comment>
            <translation>Tu guardado automático queda como estaba en {path}; cuando empiece una partida nueva se moverá a {folder}, sin borrarse. Empieza una partida nueva o abre otra partida guardada desde el menú Partida.</translation>
        </message>
        <message>
            <source>The game in progress could not be read: {why}. Nothing is deleted: setting it aside moves it to {folder}. Set it aside and start a new game?</source>
            <comment>save.resume_damaged</comment>
            <translation>No se pudo leer la partida en curso: {why}. No se borra nada: apartarla la mueve a {folder}. ¿Apartarla y empezar una partida nueva?</translation>
        </message>
        <message>
            <source>The file is left as it was at {path}. Choose another save, or a game from the list.</source>
            <comment>save.replay_kept</comment>
            <translation>El archivo queda como estaba en {path}. Elige otra partida guardada o una partida de la lista.</translation>
        </message>
        <message>
            <source>The folder {path} is left as it was. Choose a save file, or a game from the list.</source>
            <comment>save.replay_kept.folder</comment>
            <translation>La carpeta {path} queda como estaba. Elige un archivo de partida guardada o una partida de la lista.</translation>
        </message>
        <message>
            <source>The game on the table is kept. Try Save As with another folder or name.</source>
            <comment>save.write_kept</comment>
            <translation>La partida de la mesa se conserva. Prueba Guardar como con otra carpeta u otro nombre.</translation>
        </message>
        <message>
            <source>Autosave failed: {why}. The game on the table is kept; Save As keeps a copy.</source>
            <comment>save.autosave_failed</comment>
            <translation>Falló el guardado automático: {why}. La partida de la mesa se conserva; Guardar como guarda una copia.</translation>
        </message>
        <message>
            <source>{file} is damaged ({problem}); its backup copy from {when} was opened instead.</source>
            <comment>save.from_backup</comment>
            <translation>{file} está dañado ({problem}); se abrió en su lugar su copia de seguridad del {when}.</translation>
        </message>
        <message>
            <source>{file} is missing; its backup copy from {when} was opened instead.</source>
            <comment>save.from_backup_missing</comment>
            <translation>Falta {file}; se abrió en su lugar su copia de seguridad del {when}.</translation>
        </message>
        <message>
            <source>Replayed with the current rules, the game differs from the saved one.</source>
            <comment>save.replayed_differs</comment>
            <translation>Reproducida con las reglas actuales, la partida es distinta de la guardada.</translation>
        </message>
        <message>
            <source>Replayed with the current rules, the game differs from the saved one ({parts}).</source>
            <comment>save.replayed_differs_in</comment>
            <translation>Reproducida con las reglas actuales, la partida es distinta de la guardada ({parts}).</translation>
        </message>
        <message>
            <source>The save's summary of the game was damaged ({parts}); the moves are intact and were used.</source>
            <comment>save.summary_damaged</comment>
            <translation>El resumen de la partida guardada estaba dañado ({parts}); las jugadas están intactas y se han usado.</translation>
        </message>
        <message>
            <source>Replayed with the current rules: {what}.</source>
            <comment>save.replayed_current_rules</comment>
            <translation>Reproducida con las reglas actuales: {what}.</translation>
        </message>
        <message numerus="yes">
            <source>{when}  vs {opponents}  %n pts  {result}</source>
            <comment>history.record</comment>
            <translation>
                <numerusform>{when}  contra {opponents}  %n punto  {result}</numerusform>
                <numerusform>{when}  contra {opponents}  %n puntos  {result}</numerusform>
            </translation>
        </message>
        <message>
            <source>{when}  vs {opponents}  {result}</source>
            <comment>history.record_no_score</comment>
            <translation>{when}  contra {opponents}  {result}</translation>
        </message>
        <message numerus="yes">
            <source>%n games played, {won} ({percent}%).</source>
            <comment>stats.headline</comment>
            <translation>
                <numerusform>%n partida jugada, {won} ({percent} %).</numerusform>
                <numerusform>%n partidas jugadas, {won} ({percent} %).</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n won</source>
            <comment>stats.won</comment>
            <translation>
                <numerusform>%n ganada</numerusform>
                <numerusform>%n ganadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n games · dashed: mean of the last 5 · green: won</source>
            <comment>stats.trend_legend</comment>
            <translation>
                <numerusform>%n partida · discontinua: media de las últimas 5 · verde: ganada</numerusform>
                <numerusform>%n partidas · discontinua: media de las últimas 5 · verde: ganada</numerusform>
            </translation>
        </message>
        <message>
            <source>players</source>
            <comment>history.record.players</comment>
            <translation>jugadores</translation>
        </message>
        <message>
            <source>won</source>
            <comment>history.record.won</comment>
            <translation>ganada</translation>
        </message>
        <message>
            <source>lost</source>
            <comment>history.record.lost</comment>
            <translation>perdida</translation>
        </message>
        <message>
            <source>the database failed its integrity check</source>
            <comment>history.integrity_failed</comment>
            <translation>la base de datos no superó su comprobación de integridad</translation>
        </message>
        <message>
            <source>it is {size}, far too large for a play history</source>
            <comment>history.too_large</comment>
            <translation>ocupa {size}, demasiado para un historial de partidas</translation>
        </message>
        <message>
            <source>it is a link, not a folder</source>
            <comment>history.link_not_folder</comment>
            <translation>es un enlace, no una carpeta</translation>
        </message>
        <message>
            <source>it is a link to a place that does not exist</source>
            <comment>history.link_nowhere</comment>
            <translation>es un enlace a un lugar que no existe</translation>
        </message>
        <message>
            <source>it is {kind}, not a folder</source>
            <comment>history.not_a_folder</comment>
            <translation>es {kind}, no una carpeta</translation>
        </message>
        <message>
            <source>a file</source>
            <comment>history.a_file</comment>
            <translation>un archivo</translation>
        </message>
        <message>
            <source>it holds more than {limit} entries, far too many for the games waiting for the play history</source>
            <comment>history.too_many_entries</comment>
            <translation>tiene más de {limit} entradas, demasiadas para las partidas que esperan al historial</translation>
        </message>
        <message>
            <source>it is damaged: it is not the list of games nbgui writes</source>
            <comment>history.pending_damaged</comment>
            <translation>está dañado: no es la lista de partidas que escribe nbgui</translation>
        </message>
        <message>
            <source>{name}, where finished games wait for the play history, could not be read ({error}); it was moved aside whole to {aside}.</source>
            <comment>history.side_moved_aside</comment>
            <translation>No se pudo leer {name}, donde las partidas terminadas esperan al historial ({error}); se apartó entero como {aside}.</translation>
        </message>
        <message numerus="yes">
            <source>The records of %n finished games waiting for the play history are damaged; they were kept aside in {folder}.</source>
            <comment>history.records_set_aside</comment>
            <translation>
                <numerusform>El registro de %n partida terminada que esperaba al historial está dañado; se guardó aparte en {folder}.</numerusform>
                <numerusform>Los registros de %n partidas terminadas que esperaban al historial están dañados; se guardaron aparte en {folder}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n finished saved games were added back to the play history.</source>
            <comment>history.saves_added_back</comment>
            <translation>
                <numerusform>Se volvió a añadir al historial %n partida guardada terminada.</numerusform>
                <numerusform>Se volvieron a añadir al historial %n partidas guardadas terminadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>the database has a layout this version does not know ({version})</source>
            <comment>history.unknown_schema</comment>
            <translation>la base de datos tiene una estructura que esta versión no conoce ({version})</translation>
        </message>
        <message>
            <source>The play history is in use by another program; it will be read and written when it is free.</source>
            <comment>history.busy_open</comment>
            <translation>Otro programa está usando el historial de partidas; se leerá y escribirá cuando quede libre.</translation>
        </message>
        <message>
            <source>The play history cannot be written (read-only); it is shown, and new games wait in {pending} until it can be written.</source>
            <comment>history.read_only</comment>
            <translation>No se puede escribir en el historial de partidas (solo lectura); se muestra, y las partidas nuevas esperan en {pending} hasta que se pueda escribir.</translation>
        </message>
        <message>
            <source>The play history cannot be opened ({error}); new games wait in {pending}.</source>
            <comment>history.cannot_open</comment>
            <translation>No se puede abrir el historial de partidas ({error}); las partidas nuevas esperan en {pending}.</translation>
        </message>
        <message>
            <source>The play history is damaged and could not be rebuilt ({error}); new games wait in {pending}.</source>
            <comment>history.not_rebuilt</comment>
            <translation>El historial de partidas está dañado y no se pudo reconstruir ({error}); las partidas nuevas esperan en {pending}.</translation>
        </message>
        <message>
            <source>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started.</source>
            <comment>history.moved_aside</comment>
            <translation>No se pudo leer el historial de partidas ({error}); se apartó como {aside} y se empezó un historial nuevo.</translation>
        </message>
        <message numerus="yes">
            <source>The play history could not be read ({error}); it was moved aside to {aside} and a new history was started from %n finished saved games.</source>
            <comment>history.moved_aside_rebuilt</comment>
            <translation>
                <numerusform>No se pudo leer el historial de partidas ({error}); se apartó como {aside} y se empezó un historial nuevo a partir de %n partida guardada terminada.</numerusform>
                <numerusform>No se pudo leer el historial de partidas ({error}); se apartó como {aside} y se empezó un historial nuevo a partir de %n partidas guardadas terminadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>The play history had %n unreadable games; they were removed.</source>
            <comment>history.rows_removed</comment>
            <translation>
                <numerusform>El historial de partidas tenía %n partida ilegible; se ha quitado.</numerusform>
                <numerusform>El historial de partidas tenía %n partidas ilegibles; se han quitado.</numerusform>
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
                <numerusform>Se ha reconstruido %n partida a partir de las partidas guardadas terminadas.</numerusform>
                <numerusform>Se han reconstruido %n partidas a partir de las partidas guardadas terminadas.</numerusform>
            </translation>
        </message>
        <message>
            <source>The play history is in use by another program; try again in a moment.</source>
            <comment>history.busy</comment>
            <translation>Otro programa está usando el historial de partidas; inténtalo de nuevo dentro de un momento.</translation>
        </message>
        <message>
            <source>The play history could not be read: {error}</source>
            <comment>history.not_read</comment>
            <translation>No se pudo leer el historial de partidas: {error}</translation>
        </message>
        <message>
            <source>The play history cannot be written now; this game is kept and will be added later.</source>
            <comment>history.pending</comment>
            <translation>Ahora no se puede escribir en el historial de partidas; esta partida se guarda aparte y se añadirá más tarde.</translation>
        </message>
        <message>
            <source>The play history cannot be written, nor can this game be kept to add later: {error}</source>
            <comment>history.not_kept</comment>
            <translation>No se puede escribir en el historial de partidas, ni guardar esta partida aparte para añadirla más tarde: {error}</translation>
        </message>
        <message>
            <source>the play history cannot be written</source>
            <comment>history.cannot_write</comment>
            <translation>no se puede escribir en el historial de partidas</translation>
        </message>
        <message>
            <source>the play history is in use by another program</source>
            <comment>history.in_use</comment>
            <translation>otro programa está usando el historial de partidas</translation>
        </message>
        <message>
            <source>the game was not stored</source>
            <comment>history.not_stored</comment>
            <translation>la partida no se guardó</translation>
        </message>
        <message>
            <source>{letter} is not a letter used in game codes.</source>
            <comment>code.bad_letter</comment>
            <translation>{letter} no es una letra de los códigos de partida.</translation>
        </message>
        <message>
            <source>The Captain {captain} has no game code letter.</source>
            <comment>code.no_letter</comment>
            <translation>El Capitán {captain} no tiene letra de código de partida.</translation>
        </message>
        <message>
            <source>This is not a valid game code.</source>
            <comment>code.invalid</comment>
            <translation>Esto no es un código de partida válido.</translation>
        </message>
        <message>
            <source>A game code needs at least one player seat (H).</source>
            <comment>code.needs_player</comment>
            <translation>Un código de partida necesita al menos un asiento de jugador (H).</translation>
        </message>
        <message>
            <source>Several Captains play against one player only.</source>
            <comment>code.several_captains</comment>
            <translation>Varios Capitanes solo juegan contra un único jugador.</translation>
        </message>
        <message>
            <source>This game code does not describe a table nbgui can set up.</source>
            <comment>code.bad_table</comment>
            <translation>Este código de partida no describe una mesa que nbgui pueda preparar.</translation>
        </message>
        <message>
            <source>This is not a game code (it is too long).</source>
            <comment>code.too_long</comment>
            <translation>Esto no es un código de partida (es demasiado largo).</translation>
        </message>
        <message>
            <source>A game code uses only the letters A-Z, digits and dashes, like {example}.</source>
            <comment>code.not_ascii</comment>
            <translation>Un código de partida solo usa las letras A-Z, cifras y guiones, como {example}.</translation>
        </message>
        <message>
            <source>A game code has four parts separated by dashes, like {example}.</source>
            <comment>code.parts</comment>
            <translation>Un código de partida tiene cuatro partes separadas por guiones, como {example}.</translation>
        </message>
        <message>
            <source>This game code is for another version ({version}); expected {expected}.</source>
            <comment>code.version</comment>
            <translation>Este código de partida es de otra versión ({version}); se esperaba {expected}.</translation>
        </message>
        <message>
            <source>The game code is too short.</source>
            <comment>code.too_short</comment>
            <translation>El código de partida es demasiado corto.</translation>
        </message>
        <message>
            <source>The game code has a typing mistake (its check characters do not match).</source>
            <comment>code.typo</comment>
            <translation>El código de partida tiene una errata (sus caracteres de control no coinciden).</translation>
        </message>
        <message>
            <source>The seed in this game code is too large.</source>
            <comment>code.seed_too_large</comment>
            <translation>La semilla de este código de partida es demasiado grande.</translation>
        </message>
        <message>
            <source>A game code's table has {low} to {high} seats.</source>
            <comment>code.seats</comment>
            <translation>La mesa de un código de partida tiene de {low} a {high} asientos.</translation>
        </message>
        <message>
            <source>The variant part of the code must start with N or X.</source>
            <comment>code.variant_start</comment>
            <translation>La parte de variante del código debe empezar por N o X.</translation>
        </message>
        <message>
            <source>The variant part of the code is not valid.</source>
            <comment>code.variant</comment>
            <translation>La parte de variante del código no es válida.</translation>
        </message>
        <message>
            <source>The code's first seat is not at the table.</source>
            <comment>code.first_seat</comment>
            <translation>El primer asiento del código no está en la mesa.</translation>
        </message>
        <message>
            <source>Each Captain can sit only once.</source>
            <comment>code.captain_twice</comment>
            <translation>Cada Capitán solo puede sentarse una vez.</translation>
        </message>
        <message>
            <source>{letter} is not a seat letter (S, T, F, A, H, or E, M, P for an AI player).</source>
            <comment>code.seat_letter</comment>
            <translation>{letter} no es una letra de asiento (S, T, F, A, H, o E, M, P para un jugador IA).</translation>
        </message>
        <message>
            <source>it is not text</source>
            <comment>settings.not_utf8</comment>
            <translation>no es texto</translation>
        </message>
        <message>
            <source>it is damaged or cut short</source>
            <comment>settings.bad_json</comment>
            <translation>está dañado o cortado</translation>
        </message>
        <message>
            <source>it is damaged (the details are in nbgui's log file)</source>
            <comment>settings.unreadable</comment>
            <translation>está dañado (los detalles están en el archivo de registro de nbgui)</translation>
        </message>
        <message>
            <source>it holds other data, not settings</source>
            <comment>settings.not_object</comment>
            <translation>contiene otros datos, no ajustes</translation>
        </message>
        <message>
            <source>Your settings file {file} could not be read: {problem}. Your games are not affected; the default settings are used, and the Settings menu changes them.</source>
            <comment>settings.defaults</comment>
            <translation>No se pudo leer tu archivo de ajustes {file}: {problem}. Tus partidas no se ven afectadas; se usan los ajustes predeterminados, y el menú Ajustes los cambia.</translation>
        </message>
        <message>
            <source>Your settings file {file} could not be read: {problem}. It was kept, as it was, at {aside}; your games are not affected. The default settings are used, and the Settings menu changes them.</source>
            <comment>settings.defaults_aside</comment>
            <translation>No se pudo leer tu archivo de ajustes {file}: {problem}. Se conservó, tal como estaba, en {aside}; tus partidas no se ven afectadas. Se usan los ajustes predeterminados, y el menú Ajustes los cambia.</translation>
        </message>
        <message>
            <source>Your settings cannot be saved: the folder {folder} cannot be written ({reason}). Changes you make last until nbgui closes; your games are not affected.</source>
            <comment>settings.not_writable</comment>
            <translation>No se pueden guardar tus ajustes: no se puede escribir en la carpeta {folder} ({reason}). Los cambios que hagas duran hasta que se cierre nbgui; tus partidas no se ven afectadas.</translation>
        </message>
        <message>
            <source>Your settings file {file} had a value nbgui cannot use for {key}: that setting is back to its default, and the others are kept.</source>
            <comment>settings.bad_value</comment>
            <translation>Tu archivo de ajustes {file} tenía un valor que nbgui no puede usar para {key}: ese ajuste vuelve a su valor predeterminado, y los demás se conservan.</translation>
        </message>
        <message>
            <source>the language</source>
            <comment>settings.key.language</comment>
            <translation>el idioma</translation>
        </message>
        <message>
            <source>the animation speed</source>
            <comment>settings.key.animation_speed</comment>
            <translation>la velocidad de animación</translation>
        </message>
        <message>
            <source>the reduced-motion setting</source>
            <comment>settings.key.reduced_motion</comment>
            <translation>el movimiento reducido</translation>
        </message>
        <message>
            <source>deciding Captain ties automatically</source>
            <comment>settings.key.auto_captain_ties</comment>
            <translation>decidir automáticamente los empates de los Capitanes</translation>
        </message>
        <message>
            <source>the warnings about likely mistakes</source>
            <comment>settings.key.mistake_warnings</comment>
            <translation>los avisos de errores probables</translation>
        </message>
        <message>
            <source>the Captain details</source>
            <comment>settings.key.show_captain_reasoning</comment>
            <translation>los detalles del Capitán</translation>
        </message>
        <message>
            <source>the window's size and place</source>
            <comment>settings.key.window_geometry</comment>
            <translation>el tamaño y el lugar de la ventana</translation>
        </message>
        <message>
            <source>the window's panels</source>
            <comment>settings.key.window_state</comment>
            <translation>los paneles de la ventana</translation>
        </message>
        <message>
            <source>the last game's seed</source>
            <comment>settings.key.last_seed</comment>
            <translation>la semilla de la última partida</translation>
        </message>
        <message>
            <source>the last Captains chosen</source>
            <comment>settings.key.last_captains</comment>
            <translation>los últimos Capitanes elegidos</translation>
        </message>
        <message>
            <source>the last choice of the expert variant</source>
            <comment>settings.key.last_expert</comment>
            <translation>la última elección de la variante experta</translation>
        </message>
        <message>
            <source>the last choice of Turner's Mill</source>
            <comment>settings.key.last_turners_mill</comment>
            <translation>la última elección del Taller de Tornero</translation>
        </message>
        <message>
            <source>your name</source>
            <comment>settings.key.player_name</comment>
            <translation>tu nombre</translation>
        </message>
        <message>
            <source>the recent files</source>
            <comment>settings.key.recent_files</comment>
            <translation>los archivos recientes</translation>
        </message>
        <message>
            <source>{file}: cannot be read; the default settings are used</source>
            <comment>settings.cannot_read</comment>
            <translation>{file}: no se puede leer; se usan los ajustes predeterminados</translation>
        </message>
        <message>
            <source>{file} ignored: {problem}</source>
            <comment>settings.ignored</comment>
            <translation>Se ha ignorado {file}: {problem}</translation>
        </message>
        <message>
            <source>no such file or folder</source>
            <comment>os.not_found</comment>
            <translation>no existe ese archivo o carpeta</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>os.permission</comment>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>os.disk_full</comment>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the disk quota is used up</source>
            <comment>os.quota</comment>
            <translation>se ha agotado la cuota de disco</translation>
        </message>
        <message>
            <source>the disk is read-only</source>
            <comment>os.read_only</comment>
            <translation>el disco es de solo lectura</translation>
        </message>
        <message>
            <source>it is a folder</source>
            <comment>os.is_folder</comment>
            <translation>es una carpeta</translation>
        </message>
        <message>
            <source>a part of the path is not a folder</source>
            <comment>os.not_folder</comment>
            <translation>una parte de la ruta no es una carpeta</translation>
        </message>
        <message>
            <source>it already exists</source>
            <comment>os.exists</comment>
            <translation>ya existe</translation>
        </message>
        <message>
            <source>the name is too long</source>
            <comment>os.name_too_long</comment>
            <translation>el nombre es demasiado largo</translation>
        </message>
        <message>
            <source>the disk could not be read or written (input/output error)</source>
            <comment>os.io</comment>
            <translation>no se pudo leer o escribir en el disco (error de entrada/salida)</translation>
        </message>
        <message>
            <source>it is in use by another program</source>
            <comment>os.busy</comment>
            <translation>otro programa lo está usando</translation>
        </message>
        <message>
            <source>too many files are open</source>
            <comment>os.too_many_open</comment>
            <translation>hay demasiados archivos abiertos</translation>
        </message>
        <message>
            <source>too many symbolic links</source>
            <comment>os.link_loop</comment>
            <translation>demasiados enlaces simbólicos</translation>
        </message>
        <message>
            <source>the name or path is not valid</source>
            <comment>os.invalid</comment>
            <translation>el nombre o la ruta no son válidos</translation>
        </message>
        <message>
            <source>the device is not available</source>
            <comment>os.no_device</comment>
            <translation>el dispositivo no está disponible</translation>
        </message>
        <message>
            <source>temporarily unavailable; try again</source>
            <comment>os.try_again</comment>
            <translation>no disponible por ahora; inténtalo de nuevo</translation>
        </message>
        <message>
            <source>not enough memory</source>
            <comment>os.no_memory</comment>
            <translation>no hay memoria suficiente</translation>
        </message>
        <message>
            <source>it cannot be moved to another disk</source>
            <comment>os.cross_device</comment>
            <translation>no se puede mover a otro disco</translation>
        </message>
        <message>
            <source>the folder is not empty</source>
            <comment>os.not_empty</comment>
            <translation>la carpeta no está vacía</translation>
        </message>
        <message>
            <source>the file is too large for the disk</source>
            <comment>os.too_large</comment>
            <translation>el archivo es demasiado grande para el disco</translation>
        </message>
        <message>
            <source>system error {code}</source>
            <comment>os.code</comment>
            <translation>error del sistema {code}</translation>
        </message>
        <message>
            <source>system error</source>
            <comment>os.unknown</comment>
            <translation>error del sistema</translation>
        </message>
        <message>
            <source>the database is in use by another program</source>
            <comment>sqlite.busy</comment>
            <translation>otro programa está usando la base de datos</translation>
        </message>
        <message>
            <source>the database cannot be written (read-only)</source>
            <comment>sqlite.read_only</comment>
            <translation>no se puede escribir en la base de datos (solo lectura)</translation>
        </message>
        <message>
            <source>the database file cannot be opened</source>
            <comment>sqlite.cannot_open</comment>
            <translation>no se puede abrir el archivo de la base de datos</translation>
        </message>
        <message>
            <source>permission denied</source>
            <comment>sqlite.permission</comment>
            <translation>permiso denegado</translation>
        </message>
        <message>
            <source>the file is damaged or is not a database</source>
            <comment>sqlite.damaged</comment>
            <translation>el archivo está dañado o no es una base de datos</translation>
        </message>
        <message>
            <source>the disk is full</source>
            <comment>sqlite.disk_full</comment>
            <translation>el disco está lleno</translation>
        </message>
        <message>
            <source>the disk could not be read or written (input/output error)</source>
            <comment>sqlite.io</comment>
            <translation>no se pudo leer o escribir en el disco (error de entrada/salida)</translation>
        </message>
        <message>
            <source>not enough memory</source>
            <comment>sqlite.no_memory</comment>
            <translation>no hay memoria suficiente</translation>
        </message>
        <message>
            <source>the database does not hold the expected tables</source>
            <comment>sqlite.contents</comment>
            <translation>la base de datos no contiene las tablas esperadas</translation>
        </message>
        <message>
            <source>database error {code}</source>
            <comment>sqlite.code</comment>
            <translation>error de la base de datos {code}</translation>
        </message>
        <message>
            <source>database error</source>
            <comment>sqlite.unknown</comment>
            <translation>error de la base de datos</translation>
        </message>
        <message>
            <source>an unexpected error (the details are in nbgui's log file)</source>
            <comment>system.unexpected</comment>
            <translation>un error inesperado (los detalles están en el archivo de registro de nbgui)</translation>
        </message>
        <message>
            <source>The words for {language} could not be loaded: the file {path} is missing or damaged. Until it is restored nbgui's sentences stay in English; reinstalling nbgui restores it.</source>
            <comment>system.no_catalogue</comment>
            <translation>No se pudieron cargar las palabras de {language}: el archivo {path} falta o está dañado. Hasta que se restaure, las frases de nbgui siguen en inglés; reinstalar nbgui lo restaura.</translation>
        </message>
        <message>
            <source>This file came with nbgui and is damaged, so nbgui cannot start. Your games and settings are not affected: reinstalling nbgui restores the file.</source>
            <comment>system.own_file_damaged</comment>
            <translation>Este archivo vino con nbgui y está dañado, así que nbgui no puede arrancar. Tus partidas y ajustes no se ven afectados: reinstalar nbgui restaura el archivo.</translation>
        </message>
        <message>
            <source>nbgui met an unexpected problem and stopped what it was doing. Your game is kept as it was just before the problem. The technical details are in {path}: please attach that file to a bug report (or use Copy details).</source>
            <comment>crash.explain</comment>
            <translation>nbgui tuvo un problema inesperado y detuvo lo que estaba haciendo. Tu partida queda como estaba justo antes del problema. Los detalles técnicos están en {path}: adjunta ese archivo a un informe de error (o usa Copiar detalles).</translation>
        </message>
        <message>
            <source>The app's folders cannot be created ({reason}); games and settings cannot be saved.</source>
            <comment>system.folders_unusable</comment>
            <translation>No se pueden crear las carpetas de la aplicación ({reason}); no se podrán guardar partidas ni ajustes.</translation>
        </message>
        <message>
            <source>Could not write {file}: {reason}</source>
            <comment>system.cannot_export</comment>
            <translation>No se pudo escribir {file}: {reason}</translation>
        </message>
        <message>
            <source>{file}: {problem}</source>
            <comment>licence.unreadable</comment>
            <translation>{file}: {problem}</translation>
        </message>
        <message>
            <source>{file}: the file is not a licence list (not JSON text)</source>
            <comment>licence.not_json</comment>
            <translation>{file}: el archivo no es una lista de licencias (no es texto JSON)</translation>
        </message>
        <message>
            <source>{file}: the licence list names no components</source>
            <comment>licence.no_components</comment>
            <translation>{file}: la lista de licencias no nombra ningún componente</translation>
        </message>
        <message>
            <source>{file}: component {n} of the licence list is damaged</source>
            <comment>licence.not_object</comment>
            <translation>{file}: el componente {n} de la lista de licencias está dañado</translation>
        </message>
        <message>
            <source>{file}: component {n} needs a name, a version and a licence</source>
            <comment>licence.incomplete</comment>
            <translation>{file}: el componente {n} necesita un nombre, una versión y una licencia</translation>
        </message>
        <message>
            <source>{file}: {component} names no licence text</source>
            <comment>licence.no_text</comment>
            <translation>{file}: {component} no nombra ningún texto de licencia</translation>
        </message>
        <message>
            <source>{file}: {component}: its library list is damaged</source>
            <comment>licence.bad_libraries</comment>
            <translation>{file}: {component}: su lista de bibliotecas está dañada</translation>
        </message>
        <message>
            <source>{file}: {component}: the licence text {text} is missing</source>
            <comment>licence.text_missing</comment>
            <translation>{file}: {component}: falta el texto de licencia {text}</translation>
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
            <translation>no es un archivo de texto</translation>
        </message>
        <message>
            <source>is damaged or cut short (nbgui's log file says where)</source>
            <comment>content.bad_json</comment>
            <translation>está dañado o cortado (el archivo de registro de nbgui dice dónde)</translation>
        </message>
        <message>
            <source>is damaged (it holds a number far too long)</source>
            <comment>content.not_json</comment>
            <translation>está dañado (contiene un número demasiado largo)</translation>
        </message>
        <message>
            <source>holds other data, nested far too deeply</source>
            <comment>content.too_deep</comment>
            <translation>contiene otros datos, anidados demasiado hondo</translation>
        </message>
        <message>
            <source>is missing</source>
            <comment>content.missing</comment>
            <translation>falta</translation>
        </message>
        <message>
            <source>is not a field this file may have</source>
            <comment>content.extra</comment>
            <translation>no es un campo que este archivo pueda tener</translation>
        </message>
        <message>
            <source>must be a text</source>
            <comment>content.must_be_text</comment>
            <translation>debe ser un texto</translation>
        </message>
        <message>
            <source>must be a whole number</source>
            <comment>content.must_be_whole</comment>
            <translation>debe ser un número entero</translation>
        </message>
        <message>
            <source>must be true or false</source>
            <comment>content.must_be_bool</comment>
            <translation>debe ser true o false</translation>
        </message>
        <message>
            <source>must be a list</source>
            <comment>content.must_be_list</comment>
            <translation>debe ser una lista</translation>
        </message>
        <message>
            <source>must be an object with named fields</source>
            <comment>content.must_be_object</comment>
            <translation>debe ser un objeto con campos con nombre</translation>
        </message>
        <message>
            <source>must be less than or equal to {limit}</source>
            <comment>content.at_most</comment>
            <translation>debe ser menor o igual que {limit}</translation>
        </message>
        <message>
            <source>must be greater than or equal to {limit}</source>
            <comment>content.at_least</comment>
            <translation>debe ser mayor o igual que {limit}</translation>
        </message>
        <message>
            <source>must be less than {limit}</source>
            <comment>content.below</comment>
            <translation>debe ser menor que {limit}</translation>
        </message>
        <message>
            <source>must be greater than {limit}</source>
            <comment>content.above</comment>
            <translation>debe ser mayor que {limit}</translation>
        </message>
        <message>
            <source>has too few entries or characters (at least {limit})</source>
            <comment>content.too_short</comment>
            <translation>tiene muy pocos elementos o caracteres (al menos {limit})</translation>
        </message>
        <message>
            <source>has too many entries or characters (at most {limit})</source>
            <comment>content.too_long</comment>
            <translation>tiene demasiados elementos o caracteres (como mucho {limit})</translation>
        </message>
        <message>
            <source>does not have the expected form</source>
            <comment>content.pattern</comment>
            <translation>no tiene la forma esperada</translation>
        </message>
        <message>
            <source>must be one of {expected}</source>
            <comment>content.one_of</comment>
            <translation>debe ser uno de estos: {expected}</translation>
        </message>
        <message>
            <source>has a value this version cannot use</source>
            <comment>content.invalid</comment>
            <translation>tiene un valor que esta versión no puede usar</translation>
        </message>
        <message>
            <source>must list {whales}</source>
            <comment>content.whales</comment>
            <translation>debe enumerar {whales}</translation>
        </message>
        <message>
            <source>space ids must be unique</source>
            <comment>content.space_ids</comment>
            <translation>los identificadores de las casillas deben ser únicos</translation>
        </message>
        <message>
            <source>says {found}, not {lang}</source>
            <comment>content.reference_language</comment>
            <translation>indica {found}, no {lang}</translation>
        </message>
        <message>
            <source>ids differ from en.json: {ids}</source>
            <comment>content.reference_ids</comment>
            <translation>los identificadores no coinciden con en.json: {ids}</translation>
        </message>
        <message>
            <source>points to unknown entries: {entries}</source>
            <comment>content.reference_errors</comment>
            <translation>apunta a entradas desconocidas: {entries}</translation>
        </message>
        <message>
            <source>Orders step {step}, check {check}</source>
            <comment>board.field.orders_check</comment>
            <translation>Órdenes, paso {step}, comprobación {check}</translation>
        </message>
        <message>
            <source>Orders step {step}</source>
            <comment>board.field.orders_step</comment>
            <translation>Órdenes, paso {step}</translation>
        </message>
        <message>
            <source>Helm space {space}</source>
            <comment>board.field.helm</comment>
            <translation>Timón, casilla {space}</translation>
        </message>
        <message>
            <source>Helm space {space}, {part}</source>
            <comment>board.field.helm_part</comment>
            <translation>Timón, casilla {space}, {part}</translation>
        </message>
        <message>
            <source>{list} entry {n}</source>
            <comment>board.field.entry</comment>
            <translation>{list}, entrada {n}</translation>
        </message>
        <message>
            <source>unknown building id {building}</source>
            <comment>board.unknown_building</comment>
            <translation>identificador de edificio desconocido: {building}</translation>
        </message>
        <message>
            <source>{building} is not an action building</source>
            <comment>board.not_action</comment>
            <translation>{building} no es un edificio de acción</translation>
        </message>
        <message>
            <source>{building} is not a victory building</source>
            <comment>board.not_victory</comment>
            <translation>{building} no es un edificio de victoria</translation>
        </message>
        <message>
            <source>{building} is listed twice</source>
            <comment>board.twice</comment>
            <translation>{building} aparece dos veces</translation>
        </message>
        <message>
            <source>must be {name}, the file's name (found {found})</source>
            <comment>board.wrong_id</comment>
            <translation>debe ser {name}, el nombre del archivo (se encontró {found})</translation>
        </message>
        <message>
            <source>the Captain boards folder is missing</source>
            <comment>board.folder_missing</comment>
            <translation>falta la carpeta de los tableros de Capitán</translation>
        </message>
        <message>
            <source>unknown board files {files}; expected {expected}</source>
            <comment>board.unknown_files</comment>
            <translation>archivos de tablero desconocidos: {files}; se esperaban {expected}</translation>
        </message>
        <message>
            <source>unknown Captain {name} (expected {expected})</source>
            <comment>board.unknown_captain</comment>
            <translation>Capitán desconocido {name} (se esperaba uno de estos: {expected})</translation>
        </message>
        <message>
            <source>cannot be read (the details are in nbgui's log file)</source>
            <comment>board.unreadable</comment>
            <translation>no se puede leer (los detalles están en el archivo de registro de nbgui)</translation>
        </message>
        <message>
            <source>unknown course {course} (expected one of {expected})</source>
            <comment>board.unknown_course</comment>
            <translation>Rumbo desconocido {course} (se esperaba uno de estos: {expected})</translation>
        </message>
        <message>
            <source>course {course} must be {kind}:N with N in 1..{last}</source>
            <comment>board.course_number</comment>
            <translation>el Rumbo {course} debe ser {kind}:N con N entre 1 y {last}</translation>
        </message>
        <message>
            <source>course {course}: space must be 1..{last}</source>
            <comment>board.course_space</comment>
            <translation>Rumbo {course}: la casilla debe estar entre 1 y {last}</translation>
        </message>
        <message>
            <source>course {course}: {kind} takes no ':' part</source>
            <comment>board.course_no_part</comment>
            <translation>Rumbo {course}: {kind} no lleva parte tras «:»</translation>
        </message>
        <message>
            <source>{kind} needs a space 1..{last}</source>
            <comment>board.course_needs_space</comment>
            <translation>{kind} necesita una casilla entre 1 y {last}</translation>
        </message>
        <message>
            <source>{kind} takes no space number</source>
            <comment>board.course_takes_no_space</comment>
            <translation>{kind} no lleva número de casilla</translation>
        </message>
        <message>
            <source>unknown check {check} (expected own, town, opponents, most, combo, building:&lt;id&gt; or course:&lt;course&gt;)</source>
            <comment>board.unknown_check</comment>
            <translation>comprobación desconocida {check} (se esperaba own, town, opponents, most, combo, building:&lt;id&gt; o course:&lt;rumbo&gt;)</translation>
        </message>
        <message>
            <source>unknown check {check}</source>
            <comment>board.check_kind</comment>
            <translation>comprobación desconocida {check}</translation>
        </message>
        <message>
            <source>a building id goes with a building check only</source>
            <comment>board.check_building_only</comment>
            <translation>un identificador de edificio solo va con una comprobación building</translation>
        </message>
        <message>
            <source>a course goes with a course check only</source>
            <comment>board.check_course_only</comment>
            <translation>un Rumbo solo va con una comprobación course</translation>
        </message>
        <message>
            <source>not_owner applies to building checks only</source>
            <comment>board.check_not_owner_only</comment>
            <translation>not_owner solo se aplica a las comprobaciones building</translation>
        </message>
        <message>
            <source>check {check}: {building} is not a building id</source>
            <comment>board.check_building_id</comment>
            <translation>comprobación {check}: {building} no es un identificador de edificio</translation>
        </message>
        <message>
            <source>check {check}: the only modifier is ':{modifier}'</source>
            <comment>board.check_modifier</comment>
            <translation>comprobación {check}: el único modificador es «:{modifier}»</translation>
        </message>
        <message>
            <source>check {check}: {problem}</source>
            <comment>board.check_course</comment>
            <translation>comprobación {check}: {problem}</translation>
        </message>
        <message>
            <source>a course must be a string such as 'lumber' or 'launch:4'</source>
            <comment>board.course_type</comment>
            <translation>un Rumbo debe ser un texto como «food» o «launch:4»</translation>
        </message>
        <message>
            <source>a check must be a string such as 'own' or 'building:inn'</source>
            <comment>board.check_type</comment>
            <translation>una comprobación debe ser un texto como «own» o «building:inn»</translation>
        </message>
        <message>
            <source>a split space needs both from_round and then</source>
            <comment>board.split_incomplete</comment>
            <translation>una casilla partida necesita from_round y then</translation>
        </message>
        <message>
            <source>a split space needs two different courses</source>
            <comment>board.split_same</comment>
            <translation>una casilla partida necesita dos Rumbos distintos</translation>
        </message>
        <message>
            <source>name.{lang} must be 1 to {limit} printable characters</source>
            <comment>board.name</comment>
            <translation>name.{lang} debe tener de 1 a {limit} caracteres imprimibles</translation>
        </message>
        <message>
            <source>the Orders have {n} checks; a board may have at most {limit}</source>
            <comment>board.too_many_checks</comment>
            <translation>las Órdenes tienen {n} comprobaciones; un tablero puede tener como mucho {limit}</translation>
        </message>
        <message>
            <source>{error}. The file is left as it is and the built-in board is used: correct the file, or take it out of the folder.</source>
            <comment>board.override_refused</comment>
            <translation>{error}. El archivo queda como está y se usa el tablero incluido: corrige el archivo o sácalo de la carpeta.</translation>
        </message>
        <message>
            <source>{error}. The file is left as it is and not used: name it after one of those Captains, or take it out of the folder.</source>
            <comment>board.override_unknown</comment>
            <translation>{error}. El archivo queda como está y no se usa: ponle el nombre de uno de esos Capitanes o sácalo de la carpeta.</translation>
        </message>
        <message>
            <source>{error}. The folder is left as it is and the built-in board is used: a Captain board is a file, so move this folder elsewhere.</source>
            <comment>board.override_refused.folder</comment>
            <translation>{error}. La carpeta queda como está y se usa el tablero incluido: un tablero de Capitán es un archivo, así que lleva esta carpeta a otro sitio.</translation>
        </message>
        <message>
            <source>{error}. The folder is left as it is and not used: move it elsewhere.</source>
            <comment>board.override_unknown.folder</comment>
            <translation>{error}. La carpeta queda como está y no se usa: llévala a otro sitio.</translation>
        </message>
        <message>
            <source>{folder}: cannot be read ({reason}); the built-in boards are used.</source>
            <comment>board.overrides_unreadable</comment>
            <translation>{folder}: no se puede leer ({reason}); se usan los tableros incluidos.</translation>
        </message>
    </context>
</TS>

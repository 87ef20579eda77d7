<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es_ES">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Tokyo Capsule Hotel</source>
        <translation>Acerca de Tokyo Capsule Hotel</translation>
    </message>
    <message>
        <source>Desktop edition, version {version}</source>
        <translation>Edición de escritorio, versión {version}</translation>
    </message>
    <message>
        <source>The real-time economic board game for 2–4 players, hot-seat or against bots.</source>
        <translation>El juego de mesa económico en tiempo real para 2 a 4 jugadores, en el mismo ordenador o contra bots.</translation>
    </message>
    <message>
        <source>The board game</source>
        <translation>El juego de mesa</translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel is a board game: its rules, its terms and its pieces are the work of its designer and publisher. This edition follows the game&apos;s rulebook to play it on one computer; all credit for the game goes to them.</source>
        <translation>Tokyo Capsule Hotel es un juego de mesa: sus reglas, sus términos y sus componentes son obra de su autor y de su editorial. Esta edición sigue el reglamento del juego para jugarlo en un solo ordenador; todo el mérito del juego es suyo.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licencias</translation>
    </message>
    <message>
        <source>This edition: © TCH Studio, all rights reserved.</source>
        <translation>Esta edición: © TCH Studio, todos los derechos reservados.</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General Public License version 3 (LGPL-3.0). The standalone build keeps Qt&apos;s libraries as separate files, so they can be replaced.</source>
        <translation>Qt {qt} y PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General Public License versión 3 (LGPL-3.0). La versión independiente guarda las bibliotecas de Qt en archivos separados, para que puedan sustituirse.</translation>
    </message>
    <message>
        <source>Shapely {shapely}, NetworkX {networkx} and NumPy {numpy}: BSD 3-Clause License; the GEOS library inside Shapely: GNU LGPL version 2.1.</source>
        <translation>Shapely {shapely}, NetworkX {networkx} y NumPy {numpy}: licencia BSD de 3 cláusulas (BSD 3-Clause License); la biblioteca GEOS incluida en Shapely: GNU LGPL versión 2.1.</translation>
    </message>
    <message>
        <source>The TCH Yen font (the 円 sign and the title&apos;s characters) is derived from IPA P Gothic: IPA Font License Agreement v1.0, full text in {file}.</source>
        <translation>La fuente TCH Yen (el signo 円 y los caracteres del título) deriva de IPA P Gothic: IPA Font License Agreement v1.0, texto completo en {file}.</translation>
    </message>
    <message>
        <source>Python {python} (in the standalone build): Python Software Foundation License.</source>
        <translation>Python {python} (en la versión independiente): Python Software Foundation License.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>{game} is already open</source>
        <translation>{game} ya está abierto</translation>
    </message>
    <message>
        <source>{game} is already open in another window. Go on playing there (File ▸ Open game opens a saved game): two windows would write over each other&apos;s autosaved game.</source>
        <translation>{game} ya está abierto en otra ventana. Sigue jugando allí (Archivo ▸ Abrir partida abre una partida guardada): dos ventanas sobrescribirían el autoguardado la una de la otra.</translation>
    </message>
</context>
<context>
    <name>BarterDeal</name>
    <message>
        <source>{giver} promises: “{text}”</source>
        <translation>Promesa de {giver}: “{text}”</translation>
    </message>
    <message>
        <source>the whole area {area}, with {pieces}</source>
        <translation>el área {area} entera, con {pieces}</translation>
    </message>
    <message>
        <source>the whole area {area}</source>
        <translation>el área {area} entera</translation>
    </message>
    <message>
        <source>a new Subdivision of {area} ({size}), with {pieces}</source>
        <translation>una nueva Subdivisión de {area} ({size}), con {pieces}</translation>
    </message>
    <message>
        <source>a new Subdivision of {area} ({size})</source>
        <translation>una nueva Subdivisión de {area} ({size})</translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation>{giver} da a {receiver} {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Cupón</numerusform>
            <numerusform>%n Cupones</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarterTable</name>
    <message>
        <source>Nothing yet.</source>
        <extracomment>The map mode each kind of addition waits for.</extracomment>
        <translation>Todavía nada.</translation>
    </message>
    <message>
        <source>The deal follows the rules. Each party accepts it on screen.</source>
        <translation>El trato cumple las reglas. Cada parte lo acepta en pantalla.</translation>
    </message>
    <message>
        <source>On the Map: click the area {name} gives.</source>
        <translation>En el Mapa: haz clic en el área que da {name}.</translation>
    </message>
    <message>
        <source>{name} drew a new Subdivision of {area} ({size}). Draw again to change it, or press Done.</source>
        <translation>{name} ha dibujado una nueva Subdivisión de {area} ({size}). Vuelve a dibujarla para cambiarla o pulsa Hecho.</translation>
    </message>
    <message>
        <source>On the Map: {name} draws the new Subdivision inside their own Land (draw again to change it).</source>
        <translation>En el Mapa: {name} dibuja la nueva Subdivisión dentro de su propio terreno (vuelve a dibujarla para cambiarla).</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>Trueque</translation>
    </message>
    <message>
        <source>Barter: {names}</source>
        <translation>Trueque: {names}</translation>
    </message>
    <message>
        <source>Each party adds what it gives. Every party must offer something; promises are written in the Game Ledger but not enforced.</source>
        <translation>Cada parte añade lo que da. Todas las partes deben ofrecer algo; las promesas quedan escritas en el Libro de partida, pero nadie obliga a cumplirlas.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>El trato</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Hecho</translation>
    </message>
    <message>
        <source>Abandon the Barter</source>
        <translation>Abandonar el Trueque</translation>
    </message>
    <message>
        <source>Settle the deal</source>
        <translation>Cerrar el trato</translation>
    </message>
</context>
<context>
    <name>BoardsTray</name>
    <message>
        <source>Choose who is buying before taking a board.</source>
        <translation>Elige quién compra antes de tomar un tablero.</translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation>Tableros de Parcela</translation>
    </message>
    <message>
        <source>{board}, {price}: drag it onto the Map next to a claimed Parcel (R or the right button turns it)</source>
        <translation>{board}, {price}: arrástralo al Mapa junto a una Parcela reclamada (R o el botón derecho lo giran)</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>to build a {colour} Hotel</source>
        <translation>construir un Hotel {colour}</translation>
    </message>
    <message numerus="yes">
        <source>{player} offers {to} {yen} for %n {colour} capsule(s).</source>
        <translation>
            <numerusform>{player} ofrece a {to} {yen} por una Cápsula {colour}.</numerusform>
            <numerusform>{player} ofrece a {to} {yen} por %n Cápsulas {colour}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule in return for a promise to build a {hotel_colour} Hotel with it.</source>
        <translation>{player} ofrece a {to} una Cápsula {colour} a cambio de la promesa de construir con ella un Hotel {hotel_colour}.</translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule for {yen}.</source>
        <translation>{player} ofrece a {to} una Cápsula {colour} por {yen}.</translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a plot of land in {area}.</source>
        <translation>{player} ofrece a {to} {yen} por un trozo de terreno en {area}.</translation>
    </message>
    <message>
        <source>{player} offers {to} a plot of land in {area} for {yen}.</source>
        <translation>{player} ofrece a {to} un trozo de terreno en {area} por {yen}.</translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a promise to build a {colour} Hotel.</source>
        <translation>{player} ofrece a {to} {yen} a cambio de la promesa de construir un Hotel {colour}.</translation>
    </message>
    <message>
        <source>{player} accepts the deal.</source>
        <translation>{player} acepta el trato.</translation>
    </message>
    <message>
        <source>{player} declines the deal.</source>
        <translation>{player} rechaza el trato.</translation>
    </message>
    <message>
        <source>{player} declines: that Subdivision would break the Golden Rule.</source>
        <translation>{player} lo rechaza: esa Subdivisión rompería la Regla de oro.</translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible.</source>
        <translation>{player} lo rechaza: ese trato no es posible.</translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible. {reason}</source>
        <translation>{player} lo rechaza: ese trato no es posible. {reason}</translation>
    </message>
    <message>
        <source>{player} would make the deal for {yen}.</source>
        <translation>{player} haría el trato por {yen}.</translation>
    </message>
    <message>
        <source>{player} declines, but: “I&apos;d take {yen} for it.”</source>
        <translation>{player} rechaza, pero: «Lo dejaría por {yen}.»</translation>
    </message>
    <message>
        <source>{player} declines, but: “I&apos;d pay {yen} for it.”</source>
        <translation>{player} rechaza, pero: «Pagaría {yen} por ello.»</translation>
    </message>
    <message>
        <source>{player} declines: “Not while I need that {colour} capsule.”</source>
        <translation>{player} rechaza: «No mientras necesite esa Cápsula {colour}.»</translation>
    </message>
    <message>
        <source>{player} declines: “Not while I need that land in {area} for my Hotels.”</source>
        <translation>{player} rechaza: «No mientras necesite ese terreno en {area} para mis Hoteles.»</translation>
    </message>
    <message>
        <source>{player} declines: “That deal is no good for me.”</source>
        <translation>{player} rechaza: «Ese trato no me conviene.»</translation>
    </message>
    <message>
        <source>{player} declines: “I&apos;d want {yen}, and you don&apos;t have that much.”</source>
        <translation>{player} rechaza: «Querría {yen}, y no tienes tanto.»</translation>
    </message>
    <message>
        <source>{player} declines: “You broke your last promise to me, {to}.”</source>
        <translation>{player} rechaza: «{to}, no cumpliste tu última promesa.»</translation>
    </message>
    <message>
        <source>{player} declines: “That would help you far more than me.”</source>
        <translation>{player} rechaza: «Eso te ayudaría a ti mucho más que a mí.»</translation>
    </message>
</context>
<context>
    <name>CapsuleColour</name>
    <message numerus="yes">
        <source>red</source>
        <translation>
            <numerusform>roja</numerusform>
            <numerusform>rojas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>orange</source>
        <translation>
            <numerusform>naranja</numerusform>
            <numerusform>naranja</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow</source>
        <translation>
            <numerusform>amarilla</numerusform>
            <numerusform>amarillas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green</source>
        <translation>
            <numerusform>verde</numerusform>
            <numerusform>verdes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue</source>
        <translation>
            <numerusform>azul</numerusform>
            <numerusform>azules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple</source>
        <translation>
            <numerusform>morada</numerusform>
            <numerusform>moradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>white</source>
        <translation>
            <numerusform>blanca</numerusform>
            <numerusform>blancas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pink</source>
        <translation>
            <numerusform>rosa</numerusform>
            <numerusform>rosas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Game End</source>
        <translation>Fin de la partida</translation>
    </message>
    <message numerus="yes">
        <source>In the Loans phase of round {round}, {players} had enough Yen to repay their whole Debt: the game ends there.</source>
        <translation>
            <numerusform>En la fase de Préstamos de la ronda {round}, los yenes de {players} ya bastaban para saldar toda su Deuda: la partida termina ahí.</numerusform>
            <numerusform>En la fase de Préstamos de la ronda {round}, los yenes de {players} ya bastaban para saldar toda su Deuda: la partida termina ahí.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over and nobody could repay their whole Debt: the game ends. The player with the highest net (Yen − Debt) wins.</source>
        <translation>La ronda {round} ha terminado y nadie ha podido saldar toda su Deuda: la partida termina. Gana el jugador con el saldo neto (yenes − Deuda) más alto.</translation>
    </message>
    <message numerus="yes">
        <source>{names} share the victory!</source>
        <translation>
            <numerusform>¡{names} gana!</numerusform>
            <numerusform>¡{names} comparten la victoria!</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>Yenes</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Deuda</translation>
    </message>
    <message>
        <source>Net (Yen − Debt)</source>
        <translation>Neto (yenes − Deuda)</translation>
    </message>
    <message>
        <source>Net position (Yen − Debt) after each round&apos;s Income</source>
        <translation>Saldo neto (yenes − Deuda) tras los Ingresos de cada ronda</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation>al final de la partida</translation>
    </message>
    <message>
        <source>Save the game record…</source>
        <translation>Guardar el registro de la partida…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Jugar otra vez</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>An error in the program</source>
        <translation>Un error del programa</translation>
    </message>
    <message>
        <source>Something went wrong in the program ({error}). The game is autosaved after every action: if the window no longer does what you ask, close it and start the program again to resume the game.</source>
        <translation>Algo ha fallado en el programa ({error}). La partida se guarda automáticamente tras cada acción: si la ventana deja de responder como esperas, ciérrala y vuelve a abrir el programa para reanudar la partida.</translation>
    </message>
</context>
<context>
    <name>FranchiseCard</name>
    <message>
        <source>Franchise Income = {per} × (Hotels of that colour + Parcels holding one).
When a Franchise first reaches {thresholds}, each player owning one of its Hotels takes 1 Coupon (a ticket marks the thresholds already paid).</source>
        <translation>Ingreso de franquicia = {per} × (Hoteles de ese color + Parcelas que tienen alguno).
Cuando una Franquicia alcanza por primera vez {thresholds}, cada jugador que posee uno de sus Hoteles toma 1 Cupón (un símbolo de Cupón marca los umbrales ya pagados).</translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation>Ingreso de franquicia</translation>
    </message>
</context>
<context>
    <name>FranchiseColour</name>
    <message>
        <source>red</source>
        <translation>roja</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarilla</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morada</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanca</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Entry {n} of the record is not a legal action: {reason}</source>
        <translation>La acción n.º {n} del registro no es válida: {reason}</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>¿Salir de esta partida?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it before leaving it?</source>
        <translation>La partida en curso no se ha guardado. ¿Quieres guardarla antes de dejarla?</translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel games (*.json);;All files (*)</source>
        <translation>Partidas de Tokyo Capsule Hotel (*.json);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Abrir una partida</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Abriendo la partida…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>No se puede abrir esta partida</translation>
    </message>
    <message>
        <source>{file}

{reason}

The current game carries on.</source>
        <translation>{file}

{reason}

La partida actual continúa.</translation>
    </message>
    <message>
        <source>Game saved: {file}</source>
        <translation>Partida guardada: {file}</translation>
    </message>
    <message>
        <source>tokyo-capsule-hotel-game.json</source>
        <translation>partida-tokyo-capsule-hotel.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>No se ha podido guardar la partida</translation>
    </message>
    <message>
        <source>{file}

{reason}</source>
        <translation>{file}

{reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be read</source>
        <translation>No se puede leer la partida autoguardada</translation>
    </message>
    <message>
        <source>{reason}

The file was kept as {file} in {folder}; start a new game or open a saved one.</source>
        <translation>{reason}

El archivo se ha conservado como {file} en {folder}; empieza una partida nueva o abre una guardada.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>¿Reanudar la partida?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {players}.</source>
        <translation>Hay una partida sin terminar: {players}.</translation>
    </message>
    <message>
        <source>Go on where it stopped, or start a new game?</source>
        <translation>¿Quieres seguir donde se quedó o empezar una partida nueva?</translation>
    </message>
    <message>
        <source>The program met an error while reading it ({error}). Nothing was changed.</source>
        <translation>El programa ha encontrado un error al leerlo ({error}). No se ha cambiado nada.</translation>
    </message>
    <message>
        <source>Game opened: {file}</source>
        <translation>Partida abierta: {file}</translation>
    </message>
    <message>
        <source>{reason}

The whole file was kept as {file} in {folder}. Go on from just before entry {n}, or start a new game?</source>
        <translation>{reason}

El archivo completo se ha conservado como {file} en {folder}. ¿Quieres seguir desde justo antes de la acción n.º {n} o empezar una partida nueva?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Reanudar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>{reason}

The file could not be set aside ({why}); it stays as {file} in {folder}. Copy it somewhere safe before starting another game.</source>
        <translation>{reason}

No se ha podido apartar el archivo ({why}); sigue como {file} en {folder}. Cópialo a un lugar seguro antes de empezar otra partida.</translation>
    </message>
    <message>
        <source>This game: round {round}, {phase}.</source>
        <translation>Esta partida: ronda {round}, {phase}.</translation>
    </message>
</context>
<context>
    <name>GameLedgerCard</name>
    <message>
        <source>Game Ledger</source>
        <translation>Libro de partida</translation>
    </message>
    <message>
        <source>Everything that happened in this game, newest first.</source>
        <translation>Todo lo ocurrido en esta partida, lo más reciente primero.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Not found</source>
        <translation>Sin resultados</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Guía de reglas</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>¿Qué buscas?</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Buscar</translation>
    </message>
</context>
<context>
    <name>HelpTables</name>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Cupones</translation>
    </message>
    <message>
        <source>Interest per round</source>
        <translation>Intereses por ronda</translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation>Deuda en la ronda 1</translation>
    </message>
    <message>
        <source>Debt after the last round</source>
        <translation>Deuda tras la última ronda</translation>
    </message>
    <message>
        <source>Interest is {p} % of the loan for every round, the current one included.</source>
        <translation>Los intereses son el {p} % del préstamo por cada ronda, incluida la actual.</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Préstamos</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Purchase Limit</source>
        <translation>Límite de compra</translation>
    </message>
    <message>
        <source>Purchase Limit (Round Spend board)</source>
        <translation>Límite de compra (Tablero de Gasto de ronda)</translation>
    </message>
    <message>
        <source>{price} for all of them</source>
        <translation>{price} por todas</translation>
    </message>
    <message>
        <source>{first} for the first, + {extra} for each more</source>
        <translation>{first} la primera, + {extra} por cada una más</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>In the supply</source>
        <translation>En la reserva</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Precio</translation>
    </message>
    <message>
        <source>A capsule measures {size} units and is one story tall.</source>
        <translation>Una Cápsula mide {size} unidades y tiene una planta de altura.</translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation>Cápsulas</translation>
    </message>
    <message>
        <source>no limit; at most {n} per Parcel</source>
        <translation>sin límite; como máximo {n} por Parcela</translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation>ganas {amount}</translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation>Máquina expendedora</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pieza</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Cantidad</translation>
    </message>
    <message>
        <source>Size (units)</source>
        <translation>Tamaño (unidades)</translation>
    </message>
    <message>
        <source>Each Graveyard lowers the Income of every Hotel in its Parcel by {amount}.</source>
        <translation>Cada Cementerio reduce en {amount} el Ingreso de todos los Hoteles de su Parcela.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>Bonus die faces</source>
        <translation>Caras del Dado de bonificación</translation>
    </message>
    <message>
        <source>Attraction card, side B</source>
        <translation>Carta de Atracción, lado B</translation>
    </message>
    <message>
        <source>Every face of a die is equally likely; ×2 marks a face printed twice. A pink bar is a Coupon for the Building&apos;s owner; the crossed-out gravestone cancels the Graveyard Deduction in that Parcel for the round.</source>
        <translation>Todas las caras de un dado son igual de probables; ×2 indica una cara impresa dos veces. La barra rosa es un Cupón para el propietario del Edificio; la lápida tachada anula la Deducción por cementerio en esa Parcela durante la ronda.</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message numerus="yes">
        <source>The %n starting Parcel(s): squares of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</source>
        <translation>
            <numerusform>La Parcela inicial es un cuadrado de {size} unidades. La hoja de Mapa mide {map} unidades; las posiciones se ajustan a una cuadrícula de {grid} unidades.</numerusform>
            <numerusform>Las %n Parcelas iniciales son cuadrados de {size} unidades. La hoja de Mapa mide {map} unidades; las posiciones se ajustan a una cuadrícula de {grid} unidades.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rounds that give every player %n Coupon(s)</source>
        <translation>
            <numerusform>Rondas en las que cada jugador recibe %n Cupón</numerusform>
            <numerusform>Rondas en las que cada jugador recibe %n Cupones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Franchise thresholds (%n Coupon(s) to each owner)</source>
        <translation>
            <numerusform>Umbrales de Franquicia (%n Cupón para cada propietario)</numerusform>
            <numerusform>Umbrales de Franquicia (%n Cupones para cada propietario)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) per new tallest Hotel</source>
        <translation>
            <numerusform>%n Cupón por cada nuevo Hotel más alto</numerusform>
            <numerusform>%n Cupones por cada nuevo Hotel más alto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) when bought</source>
        <translation>
            <numerusform>%n Cupón al comprarlo</numerusform>
            <numerusform>%n Cupones al comprarlo</numerusform>
        </translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation>Tableros de Parcela</translation>
    </message>
    <message>
        <source>Component set: {name}</source>
        <translation>Conjunto de componentes: {name}</translation>
    </message>
    <message>
        <source>The tables below show the numbers of this set.</source>
        <translation>Las tablas siguientes muestran los valores de este conjunto.</translation>
    </message>
    <message>
        <source>{a} per Hotel + {b} per Parcel with one</source>
        <translation>{a} por Hotel + {b} por cada Parcela con alguno</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Rondas</translation>
    </message>
    <message>
        <source>Value of a Coupon</source>
        <translation>Valor de un Cupón</translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation>Ingreso de franquicia</translation>
    </message>
    <message>
        <source>Lowest Hotel Income</source>
        <translation>Ingreso del Hotel (mínimo)</translation>
    </message>
    <message>
        <source>Highest Hotel Income</source>
        <translation>Ingreso del Hotel (máximo)</translation>
    </message>
    <message>
        <source>{amount} per Capsule</source>
        <translation>{amount} por Cápsula</translation>
    </message>
    <message>
        <source>Tallest Hotel variant</source>
        <translation>Variante Hotel más alto</translation>
    </message>
    <message>
        <source>Smallest gap between structures</source>
        <translation>Hueco mínimo entre estructuras</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} unidades</translation>
    </message>
    <message>
        <source>Numbers of the game</source>
        <translation>Cifras del juego</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Concepto</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>no die: {amount} Attraction Income</source>
        <translation>sin dado: {amount} de Ingreso de atracción</translation>
    </message>
    <message>
        <source>no die, no Attraction Income</source>
        <translation>sin dado ni Ingreso de atracción</translation>
    </message>
    <message>
        <source>no Graveyard Deduction in its Parcel</source>
        <translation>sin Deducción por cementerio en su Parcela</translation>
    </message>
    <message>
        <source>rolls as usual; + {amount} for every adjacent Parcel</source>
        <translation>se lanza como siempre; + {amount} por cada Parcela adyacente</translation>
    </message>
    <message>
        <source>the Golden Rule no longer applies in its Parcel</source>
        <translation>la Regla de oro deja de aplicarse en su Parcela</translation>
    </message>
</context>
<context>
    <name>HotelBuilderPanel</name>
    <message>
        <source>Capsules left in hand</source>
        <translation>Cápsulas en la mano</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Plantas</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>Take back the last capsule or the Entrance (Backspace)</source>
        <translation>Retira la última Cápsula o la Entrada (Retroceso)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Girar</translation>
    </message>
    <message>
        <source>Turn the next capsule by 90° (R)</source>
        <translation>Gira 90° la siguiente Cápsula (R)</translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation>Entrada</translation>
    </message>
    <message>
        <source>Place the Entrance against a ground-floor capsule (E)</source>
        <translation>Coloca la Entrada junto a una Cápsula de la planta baja (E)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Confirmar</translation>
    </message>
    <message>
        <source>Build this Hotel (Enter)</source>
        <translation>Construye este Hotel (Intro)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Give up this Hotel; every capsule goes back (Esc)</source>
        <translation>Renuncia a este Hotel; todas las Cápsulas vuelven a tu mano (Esc)</translation>
    </message>
    <message>
        <source>Building a {colour} Hotel</source>
        <translation>Construyendo un Hotel {colour}</translation>
    </message>
</context>
<context>
    <name>HotelColour</name>
    <message>
        <source>red</source>
        <translation>rojo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morado</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanco</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
</context>
<context>
    <name>IncomeDialog</name>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Income, round {n}</source>
        <translation>Ingresos, ronda {n}</translation>
    </message>
    <message>
        <source>Each Hotel earns Franchise Income + Attraction Income − Graveyard Deduction: at least {floor}, at most {cap} per Capsule.</source>
        <translation>Cada Hotel cobra Ingreso de franquicia + Ingreso de atracción − Deducción por cementerio: como mínimo {floor} y como máximo {cap} por Cápsula.</translation>
    </message>
    <message>
        <source>There are no Hotels or Buildings on the Map yet: nobody earns Income this round.</source>
        <translation>Aún no hay Hoteles ni Edificios en el Mapa: nadie cobra Ingresos esta ronda.</translation>
    </message>
    <message>
        <source>Income this round</source>
        <translation>Ingresos de esta ronda</translation>
    </message>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Cupón</numerusform>
            <numerusform>+ %n Cupones</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (Space)</source>
        <translation>Saltar (Espacio)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continuar</translation>
    </message>
</context>
<context>
    <name>ItemRow</name>
    <message>
        <source>Yen</source>
        <translation>Yenes</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Cupones</translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation>Cápsulas</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Área</translation>
    </message>
    <message>
        <source>New Subdivision of</source>
        <translation>Nueva Subdivisión de</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Promesa</translation>
    </message>
    <message>
        <source>to</source>
        <translation>para</translation>
    </message>
    <message>
        <source>What do you promise?</source>
        <translation>¿Cuál es tu promesa?</translation>
    </message>
    <message>
        <source>Take this out of the deal</source>
        <translation>Quitar esto del trato</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Quitar</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>{player} claims starting Parcel {parcel}.</source>
        <translation>{player} reclama la Parcela inicial {parcel}.</translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Empieza la ronda {round}.</translation>
    </message>
    <message>
        <source>{player} has chosen a loan.</source>
        <translation>{player} ha elegido su préstamo.</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>Loans revealed: {list}.</source>
        <translation>Préstamos revelados: {list}.</translation>
    </message>
    <message>
        <source>Game end check: nobody can repay their Debt yet.</source>
        <translation>Comprobación del fin de la partida: nadie puede saldar aún su Deuda.</translation>
    </message>
    <message>
        <source>Tie in Yen: {player} drawn first among {players}.</source>
        <translation>Empate en yenes: {player} sale primero en el sorteo entre {players}.</translation>
    </message>
    <message>
        <source>Purchase/Barter begins. Queue: {queue}. Purchase Limit {limit}.</source>
        <translation>Empieza la fase de Compra/Trueque. Cola: {queue}. Límite de compra: {limit}.</translation>
    </message>
    <message>
        <source>Income phase.</source>
        <translation>Fase de Ingresos.</translation>
    </message>
    <message>
        <source>{player} ran out of time and forfeits the Purchase.</source>
        <translation>{player} se queda sin tiempo y pierde la Compra.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} pasa.</translation>
    </message>
    <message>
        <source>{player} places {item} and gains {amount}.</source>
        <translation>{player} coloca {item} y gana {amount}.</translation>
    </message>
    <message>
        <source>{player} buys {item} for {price}.</source>
        <translation>{player} compra {item} por {price}.</translation>
    </message>
    <message>
        <source>Parcel {area} (board {board})</source>
        <translation>la Parcela {area} (tablero {board})</translation>
    </message>
    <message>
        <source>a Vending Machine in {area}</source>
        <translation>una Máquina expendedora en {area}</translation>
    </message>
    <message>
        <source>a Graveyard in {area}</source>
        <translation>un Cementerio en {area}</translation>
    </message>
    <message>
        <source>an Entrance: {colour} Hotel {hotel} ({capsules}, {stories}) in {area}</source>
        <translation>una Entrada: Hotel {colour} {hotel} ({capsules}, {stories}) en {area}</translation>
    </message>
    <message>
        <source>a {building} Building in {area}, with {capsules} on its roof</source>
        <translation>un Edificio {building} en {area}, con {capsules} en el tejado</translation>
    </message>
    <message>
        <source>a {building} Building in {area}</source>
        <translation>un Edificio {building} en {area}</translation>
    </message>
    <message>
        <source>{coupons} for {player}</source>
        <translation>{coupons} para {player}</translation>
    </message>
    <message>
        <source>{player} takes the {building} Attraction card, side {side}.</source>
        <translation>{player} toma la carta de Atracción de {building}, lado {side}.</translation>
    </message>
    <message numerus="yes">
        <source>Coupon round: every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Ronda de Cupón: cada jugador toma %n Cupón.</numerusform>
            <numerusform>Ronda de Cupón: cada jugador toma %n Cupones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game end check: {players} can repay their whole Debt.</source>
        <translation>
            <numerusform>Comprobación del fin de la partida: los yenes de {players} ya bastan para saldar toda su Deuda.</numerusform>
            <numerusform>Comprobación del fin de la partida: los yenes de {players} ya bastan para saldar toda su Deuda.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} puts a Seal in the queue.</source>
        <translation>{player} pone su Sello en la cola.</translation>
    </message>
    <message>
        <source>{player} takes the Seal back from the queue.</source>
        <translation>{player} retira su Sello de la cola.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys {item} for {price} (%n Coupon(s)).</source>
        <translation>
            <numerusform>{player} compra {item} por {price} (con %n Cupón).</numerusform>
            <numerusform>{player} compra {item} por {price} (con %n Cupones).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n Coupon(s) from the {building} card.</source>
        <translation>
            <numerusform>{player} toma %n Cupón de la carta de {building}.</numerusform>
            <numerusform>{player} toma %n Cupones de la carta de {building}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {player} takes %n Coupon(s).</source>
        <translation>
            <numerusform>La Franquicia {colour} alcanza {amount}: {player} toma %n Cupón.</numerusform>
            <numerusform>La Franquicia {colour} alcanza {amount}: {player} toma %n Cupones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {players} take %n Coupon(s) each.</source>
        <translation>
            <numerusform>La Franquicia {colour} alcanza {amount}: {players} toman %n Cupón cada uno.</numerusform>
            <numerusform>La Franquicia {colour} alcanza {amount}: {players} toman %n Cupones cada uno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds the tallest Hotel ({stories}) and takes %n Coupon(s).</source>
        <translation>
            <numerusform>{player} construye el Hotel más alto ({stories}) y toma %n Cupón.</numerusform>
            <numerusform>{player} construye el Hotel más alto ({stories}) y toma %n Cupones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase Limit reached ({spend} of {limit}): no more Purchases this round.</source>
        <translation>Límite de compra alcanzado ({spend} de {limit}): no hay más Compras esta ronda.</translation>
    </message>
    <message>
        <source>{players} open a Barter.</source>
        <translation>{players} abren un Trueque.</translation>
    </message>
    <message>
        <source>The Barter between {players} is abandoned.</source>
        <translation>Se abandona el Trueque entre {players}.</translation>
    </message>
    <message>
        <source>{player} promises: “{text}”</source>
        <translation>Promesa de {player}: “{text}”</translation>
    </message>
    <message>
        <source>Barter between {players}: {deal}.</source>
        <translation>Trueque entre {players}: {deal}.</translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation>el área {area}</translation>
    </message>
    <message>
        <source>new Subdivision {sub} of {parent}</source>
        <translation>la nueva Subdivisión {sub} de {parent}</translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation>{giver} da a {receiver} {what}</translation>
    </message>
    <message>
        <source>no Graveyard Deduction</source>
        <translation>sin Deducción por cementerio</translation>
    </message>
    <message>
        <source>{building} {id} in {parcel} rolls: {result}.</source>
        <translation>Lanzamiento de {building} {id} en la Parcela {parcel}: {result}.</translation>
    </message>
    <message>
        <source>Income for round {round}: {list}.</source>
        <translation>Ingresos de la ronda {round}: {list}.</translation>
    </message>
    <message>
        <source>Game over in round {round}: a player can repay their Debt.</source>
        <translation>Fin de la partida en la ronda {round}: un jugador puede saldar su Deuda.</translation>
    </message>
    <message>
        <source>Game over after round {round}.</source>
        <translation>Fin de la partida tras la ronda {round}.</translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): {players}.</source>
        <translation>
            <numerusform>Gana {players}.</numerusform>
            <numerusform>Ganan {players}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoanCard</name>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Cupón</numerusform>
            <numerusform>+ %n Cupones</numerusform>
        </translation>
    </message>
    <message>
        <source>Interest {interest} each round</source>
        <translation>Intereses: {interest} cada ronda</translation>
    </message>
    <message>
        <source>Debt in round 1: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation>Deuda en la ronda 1: &lt;b&gt;{debt}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Debt after round {n}: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation>Deuda tras la ronda {n}: &lt;b&gt;{debt}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Debt round by round</source>
        <translation>Deuda ronda a ronda</translation>
    </message>
    <message>
        <source>Loan of {amount}</source>
        <translation>Préstamo de {amount}</translation>
    </message>
</context>
<context>
    <name>LoanHandoff</name>
    <message>
        <source>The loan could not be taken: the game has moved on.</source>
        <translation>No se ha podido pedir el préstamo: la partida ya ha avanzado.</translation>
    </message>
    <message>
        <source>{name}&apos;s choice is made and hidden.</source>
        <translation>{name} ya ha elegido; su elección queda oculta.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Cupones</translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation>Deuda en la ronda 1</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Préstamos</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Pasa el ordenador a {name}</translation>
    </message>
    <message>
        <source>{name} chooses a loan in secret. Everyone else, please look away until the screen is hidden again.</source>
        <translation>{name} elige un préstamo en secreto. Los demás, no miréis hasta que la pantalla se oculte.</translation>
    </message>
    <message>
        <source>I am {name}: show my loan options</source>
        <translation>Soy {name}: ver mis opciones de préstamo</translation>
    </message>
    <message>
        <source>{name}, choose your loan</source>
        <translation>{name}, elige tu préstamo</translation>
    </message>
    <message>
        <source>Your Debt is the loan plus {percent} % of it for every round played so far. The game ends when someone can repay their whole Debt, or after round {rounds}. Coupons never repay Debt.</source>
        <translation>Tu Deuda es el préstamo más un {percent} % del mismo por cada ronda jugada hasta el momento. La partida termina cuando alguien puede saldar toda su Deuda, o tras la ronda {rounds}. Los Cupones nunca saldan Deuda.</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Ocultar</translation>
    </message>
    <message>
        <source>Confirm and hide</source>
        <translation>Confirmar y ocultar</translation>
    </message>
    <message>
        <source>Everyone has chosen</source>
        <translation>Todos han elegido</translation>
    </message>
    <message>
        <source>Gather round: the loans are revealed together.</source>
        <translation>Reuníos: los préstamos se revelan a la vez.</translation>
    </message>
    <message>
        <source>Reveal the loans</source>
        <translation>Revelar los préstamos</translation>
    </message>
    <message>
        <source>The loans</source>
        <translation>Los préstamos</translation>
    </message>
    <message numerus="yes">
        <source>A loan of {amount} also brings %n Coupon(s).</source>
        <translation>
            <numerusform>Un préstamo de {amount} también da %n Cupón.</numerusform>
            <numerusform>Un préstamo de {amount} también da %n Cupones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player starts the game with their loan in Yen.</source>
        <translation>Cada jugador empieza la partida con su préstamo en yenes.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Empezar a jugar</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Purchase Limit reached ({spend} of {limit})! No more Purchases this round; open Barters may finish.</source>
        <translation>¡Límite de compra alcanzado ({spend} de {limit})! No hay más Compras esta ronda; los Trueques abiertos pueden terminar.</translation>
    </message>
    <message>
        <source>{player}: {reason}</source>
        <translation>{player}: {reason}</translation>
    </message>
    <message>
        <source>The autosave could not be written: {reason}</source>
        <translation>No se ha podido escribir el autoguardado: {reason}</translation>
    </message>
    <message>
        <source>The unfinished game from last time was kept as {file} in {folder}: open it with File ▸ Open game to go on with it.</source>
        <translation>La partida sin terminar de la última vez se ha conservado como {file} en {folder}: ábrela con Archivo ▸ Abrir partida para continuarla.</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept under another name ({reason}), so this game is not autosaved over it: save it with File ▸ Save.</source>
        <translation>La partida sin terminar de la última vez no se ha podido conservar con otro nombre ({reason}). Para no sobrescribirla, esta partida no se guarda automáticamente: guárdala con Archivo ▸ Guardar.</translation>
    </message>
    <message>
        <source>{player} took too long and forfeits the Purchase.</source>
        <translation>{player} ha tardado demasiado y pierde la Compra.</translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation>{player}: haz clic en una Parcela inicial libre del Mapa para reclamarla.</translation>
    </message>
    <message>
        <source>Purchase Limit reached: no more Purchases. Open Barters may finish, then Income.</source>
        <translation>Límite de compra alcanzado: no hay más Compras. Los Trueques abiertos pueden terminar; después, Ingresos.</translation>
    </message>
    <message numerus="yes">
        <source>Game over. Winner(s): {players}. File ▸ New game to play again.</source>
        <translation>
            <numerusform>Fin de la partida. Gana {players}. Archivo ▸ Nueva partida para volver a jugar.</numerusform>
            <numerusform>Fin de la partida. Ganan {players}. Archivo ▸ Nueva partida para volver a jugar.</numerusform>
        </translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel</source>
        <translation>Tokyo Capsule Hotel</translation>
    </message>
    <message>
        <source>{file} — {title}</source>
        <translation>{file} — {title}</translation>
    </message>
    <message>
        <source>{title} — {phase}</source>
        <translation>{title} — {phase}</translation>
    </message>
    <message>
        <source>{title} — round {round}, {phase}</source>
        <translation>{title} — ronda {round}, {phase}</translation>
    </message>
    <message>
        <source>There is nothing to undo yet.</source>
        <translation>Todavía no hay nada que deshacer.</translation>
    </message>
    <message>
        <source>Dice were rolled or a draw was made since the last action: it cannot be undone.</source>
        <translation>Después de la última acción se han lanzado dados o se ha hecho un sorteo: no se puede deshacer.</translation>
    </message>
    <message>
        <source>The last action was {player}&apos;s, a bot: only a person&apos;s own last action can be taken back.</source>
        <translation>La última acción fue de {player}, un bot: solo se puede deshacer la última acción propia.</translation>
    </message>
    <message>
        <source>{player}&apos;s last action began a new phase or round, reached the Purchase Limit or ended the game: it cannot be undone.</source>
        <translation>La última acción de {player} inició una nueva fase o ronda, alcanzó el Límite de compra o terminó la partida: no se puede deshacer.</translation>
    </message>
    <message>
        <source>Only the player who took the last action may undo it, and not after dice or a draw.</source>
        <translation>Solo quien hizo la última acción puede deshacerla, y no después de una tirada de dados o un sorteo.</translation>
    </message>
    <message>
        <source>{name}&apos;s bot ran into an error in the program: it passes when it cannot choose.</source>
        <translation>El bot de {name} se ha topado con un error del programa: cuando no puede elegir, pasa.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} could not be loaded ({detail}); a normal bot plays for {name}.</source>
        <translation>No se pudo cargar el plug-in de bot {file} ({detail}); un bot normal juega por {name}.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} stopped with an error ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>El plug-in de bot {file} se detuvo con un error ({detail}); desde ahora un bot normal juega por {name}.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} chose a move the rules refuse ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>El plug-in de bot {file} eligió una jugada que las reglas no permiten ({detail}); desde ahora un bot normal juega por {name}.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} gave an answer that is not a move ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>El plug-in de bot {file} dio una respuesta que no es una jugada ({detail}); desde ahora un bot normal juega por {name}.</translation>
    </message>
    <message>
        <source>This language is not available in this build.</source>
        <translation>Este idioma no está disponible en esta versión.</translation>
    </message>
    <message>
        <source>F1: rules and help · each seat&apos;s keys are on its Player Ledger</source>
        <translation>F1: reglas y ayuda · las teclas de cada puesto están en su Libro de jugador</translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>Build a {colour} Hotel: click your Land to lay capsules, click a capsule to stack one on it, E for the Entrance, Enter to build. R turns the capsule, Esc cancels.</source>
        <translation>Construye un Hotel {colour}: haz clic en tu terreno para colocar Cápsulas y en una Cápsula para apilar otra encima; E para la Entrada, Intro para construir. R gira la Cápsula, Esc cancela.</translation>
    </message>
    <message>
        <source>No {colour} capsules left in hand.</source>
        <translation>No te queda ninguna Cápsula {colour} en la mano.</translation>
    </message>
    <message>
        <source>Click your Land to lay the first ground-floor capsule.</source>
        <translation>Haz clic en tu terreno para colocar la primera Cápsula de la planta baja.</translation>
    </message>
    <message>
        <source>Now place the Entrance (E) against a ground-floor capsule.</source>
        <translation>Ahora coloca la Entrada (E) junto a una Cápsula de la planta baja.</translation>
    </message>
    <message>
        <source>Ready: press Enter or Confirm to build it for {price}.</source>
        <translation>Listo: pulsa Intro o Confirmar para construirlo por {price}.</translation>
    </message>
    <message>
        <source>Draw the Subdivision inside {area}: press, draw its outline, release.</source>
        <extracomment>A stroke filling this much of its bounding box is taken for a rectangle. How far (map units) simplification may move the line.</extracomment>
        <translation>Dibuja la Subdivisión dentro de {area}: pulsa, traza su contorno y suelta.</translation>
    </message>
    <message>
        <source>Draw the Subdivision inside your own Land: press, draw its outline, release.</source>
        <translation>Dibuja la Subdivisión dentro de tu propio terreno: pulsa, traza su contorno y suelta.</translation>
    </message>
    <message>
        <source>Start drawing inside your own Land.</source>
        <translation>Empieza a dibujar dentro de tu propio terreno.</translation>
    </message>
    <message>
        <source>Draw a larger closed shape.</source>
        <translation>Dibuja una forma cerrada más grande.</translation>
    </message>
    <message>
        <source>Subdivision of {area}, holding {pieces}</source>
        <translation>Subdivisión de {area}, con {pieces}</translation>
    </message>
    <message>
        <source>Subdivision of {area}, empty</source>
        <translation>Subdivisión de {area}, vacía</translation>
    </message>
    <message>
        <source>Click one of your areas of Land. Esc cancels.</source>
        <translation>Haz clic en una de tus áreas de terreno. Esc cancela.</translation>
    </message>
    <message>
        <source>{area} belongs to {player}</source>
        <translation>{area} pertenece a {player}</translation>
    </message>
    <message>
        <source>Move {board} next to a claimed Parcel and drop it to buy it. R or the right button rotates it, Esc puts it back.</source>
        <translation>Lleva el {board} junto a una Parcela reclamada y suéltalo para comprarlo. R o el botón derecho lo giran; Esc lo devuelve.</translation>
    </message>
    <message>
        <source>{board} · {price}</source>
        <translation>{board} · {price}</translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. R turns it, Esc cancels.</source>
        <translation>Coloca {piece} en tu terreno y haz clic. R gira la pieza, Esc cancela.</translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. Esc cancels.</source>
        <translation>Coloca {piece} en tu terreno y haz clic. Esc cancela.</translation>
    </message>
    <message>
        <source>{piece} · {price}</source>
        <translation>{piece} · {price}</translation>
    </message>
    <message>
        <source>a Vending Machine</source>
        <translation>una Máquina expendedora</translation>
    </message>
    <message>
        <source>a Graveyard</source>
        <translation>un Cementerio</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Propietario: {player}</translation>
    </message>
    <message>
        <source>Hotel {id}</source>
        <translation>Hotel {id}</translation>
    </message>
    <message>
        <source>Vending Machine {id}</source>
        <translation>Máquina expendedora {id}</translation>
    </message>
    <message>
        <source>Graveyard {id}</source>
        <translation>Cementerio {id}</translation>
    </message>
    <message>
        <source>Starting Parcel {id}</source>
        <translation>Parcela inicial {id}</translation>
    </message>
    <message>
        <source>Parcel {id} (board {board})</source>
        <translation>Parcela {id} (tablero {board})</translation>
    </message>
    <message>
        <source>Subdivision {id} of {parent}</source>
        <translation>Subdivisión {id} de {parent}</translation>
    </message>
    <message>
        <source>Outlined by {player}</source>
        <translation>Trazada por {player}</translation>
    </message>
    <message>
        <source>Holds: {pieces}</source>
        <translation>Contiene: {pieces}</translation>
    </message>
    <message>
        <source>Nothing stands here yet.</source>
        <translation>Aún no hay nada construido aquí.</translation>
    </message>
    <message>
        <source>Subdivisions: {ids}</source>
        <translation>Subdivisiones: {ids}</translation>
    </message>
    <message>
        <source>Golden Rule — Hotels: {hotels}; Vending Machines and Graveyards: {support}</source>
        <translation>Regla de oro — Hoteles: {hotels}; Máquinas expendedoras y Cementerios: {support}</translation>
    </message>
    <message>
        <source>No Income yet.</source>
        <translation>Aún sin Ingresos.</translation>
    </message>
    <message>
        <source>Income in round {round}: {amount}</source>
        <translation>Ingreso en la ronda {round}: {amount}</translation>
    </message>
    <message>
        <source>Franchise {franchise} + Attraction {attraction} − Graveyards {graveyard}</source>
        <translation>Franquicia {franchise} + Atracción {attraction} − Cementerios {graveyard}</translation>
    </message>
    <message>
        <source>raised to the floor of {amount}</source>
        <translation>elevado al mínimo de {amount}</translation>
    </message>
    <message>
        <source>capped at {amount}</source>
        <translation>limitado a {amount}</translation>
    </message>
    <message>
        <source>in {area}</source>
        <translation>en {area}</translation>
    </message>
    <message>
        <source>{capsules}, {stories}</source>
        <translation>{capsules}; {stories}</translation>
    </message>
    <message>
        <source>Attraction card side {side}</source>
        <translation>Carta de Atracción: lado {side}</translation>
    </message>
    <message>
        <source>On its roof: Hotel {id}, {capsules}</source>
        <translation>En su tejado: Hotel {id}, {capsules}</translation>
    </message>
    <message>
        <source>Every Hotel in Parcel {parcel} earns {amount} less</source>
        <translation>Cada Hotel de la Parcela {parcel} cobra {amount} menos</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Isometric</source>
        <translation>Isométrica</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Cenital</translation>
    </message>
    <message>
        <source>Switch between the plan and the isometric view (I)</source>
        <translation>Cambia entre la vista cenital y la isométrica (I)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Ajustar</translation>
    </message>
    <message>
        <source>Show the whole Map (F)</source>
        <translation>Muestra todo el Mapa (F)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
    <message>
        <source>Two players have the same Seal: each Seal may be chosen once.</source>
        <translation>Dos jugadores tienen el mismo Sello: cada Sello solo puede elegirse una vez.</translation>
    </message>
    <message>
        <source>Two players have the same pen colour: each needs their own.</source>
        <translation>Dos jugadores tienen el mismo color de bolígrafo: cada uno necesita el suyo.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Who is playing? Everyone sits at this computer; bots play on their own.</source>
        <translation>¿Quién juega? Todos se sientan ante este ordenador; los bots juegan solos.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Jugadores:</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>Attraction cards:</source>
        <translation>Cartas de Atracción:</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>No se usan</translation>
    </message>
    <message>
        <source>Side A or B, chosen at each Purchase</source>
        <translation>Lado A o B, a elegir en cada Compra</translation>
    </message>
    <message>
        <source>Side B for every card</source>
        <translation>Lado B en todas las cartas</translation>
    </message>
    <message numerus="yes">
        <source>Tallest Hotel: %n Coupon(s) for each new tallest Hotel</source>
        <translation>
            <numerusform>Hotel más alto: %n Cupón por cada nuevo Hotel más alto</numerusform>
            <numerusform>Hotel más alto: %n Cupones por cada nuevo Hotel más alto</numerusform>
        </translation>
    </message>
    <message>
        <source>Components:</source>
        <translation>Componentes:</translation>
    </message>
    <message>
        <source>Relaxed mode</source>
        <translation>Modo relajado</translation>
    </message>
    <message>
        <source>No countdown when a Seal reaches the front of the queue: good for a first game.</source>
        <translation>Sin cuenta atrás cuando un Sello llega al frente de la cola: ideal para una primera partida.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Semilla:</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice</source>
        <translation>La misma semilla y las mismas jugadas dan los mismos dados</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nueva semilla</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Empezar partida</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>{player} proposes a deal.</source>
        <translation>{player} propone un trato.</translation>
    </message>
    <message>
        <source>For {player}: accept or decline (the game goes on meanwhile).</source>
        <translation>Para {player}: acepta o rechaza (mientras tanto, la partida sigue).</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rechazar</translation>
    </message>
    <message>
        <source>Make the deal now: the Barter is settled at once.</source>
        <translation>Cierra el trato ahora: el Trueque se cierra al instante.</translation>
    </message>
    <message>
        <source>Say no; the bot will be told.</source>
        <translation>Di que no; el bot lo sabrá.</translation>
    </message>
</context>
<context>
    <name>ParcelCard</name>
    <message>
        <source>Parcel {id}</source>
        <translation>Parcela {id}</translation>
    </message>
    <message>
        <source>{building} {id}</source>
        <translation>{building} {id}</translation>
    </message>
    <message>
        <source>+ {amount} from the Park next door (side B)</source>
        <translation>+ {amount} del Park vecino (lado B)</translation>
    </message>
    <message>
        <source>Attraction Income for every Hotel here: {amount}</source>
        <translation>Ingreso de atracción para cada Hotel de esta Parcela: {amount}</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Propietario</translation>
    </message>
    <message>
        <source>Franchise</source>
        <translation>Franquicia</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Atracción</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingreso</translation>
    </message>
    <message>
        <source>raised to the minimum of {floor}</source>
        <translation>elevado al mínimo de {floor}</translation>
    </message>
    <message numerus="yes">
        <source>capped at {cap} ({per} × %n Capsule(s))</source>
        <translation>
            <numerusform>limitado a {cap} ({per} × %n Cápsula)</numerusform>
            <numerusform>limitado a {cap} ({per} × %n Cápsulas)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) for {name}</source>
        <translation>
            <numerusform>%n Cupón para {name}</numerusform>
            <numerusform>%n Cupones para {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Graveyard Deduction: − {amount} (%n Graveyard(s) × {each})</source>
        <translation>
            <numerusform>Deducción por cementerio: − {amount} (%n Cementerio × {each})</numerusform>
            <numerusform>Deducción por cementerio: − {amount} (%n Cementerios × {each})</numerusform>
        </translation>
    </message>
    <message>
        <source>{amount}, fixed (side B)</source>
        <translation>{amount} fijos (lado B)</translation>
    </message>
    <message>
        <source>Graveyards do not count</source>
        <translation>Los Cementerios no cuentan</translation>
    </message>
    <message>
        <source>No-Graveyard face</source>
        <translation>Cara Sin cementerio</translation>
    </message>
    <message>
        <source>No Graveyards in this Parcel.</source>
        <translation>No hay Cementerios en esta Parcela.</translation>
    </message>
    <message>
        <source>No Graveyard Deduction this round: the {building} rolled the No-Graveyard face.</source>
        <translation>Sin Deducción por cementerio esta ronda: el {building} ha sacado la cara Sin cementerio.</translation>
    </message>
    <message>
        <source>No Graveyard Deduction: the {building} (side B) cancels it.</source>
        <translation>Sin Deducción por cementerio: el {building} (lado B) la anula.</translation>
    </message>
</context>
<context>
    <name>PartyColumn</name>
    <message>
        <source>{name} is a computer player and politely declines: bots cannot barter yet.</source>
        <translation>{name} es un bot y declina con amabilidad: los bots aún no saben hacer Trueques.</translation>
    </message>
    <message>
        <source>{name} (a computer player) answers once the deal follows the rules.</source>
        <translation>{name} (un bot) responderá cuando el trato cumpla las reglas.</translation>
    </message>
    <message>
        <source>{name} accepts this deal.</source>
        <translation>{name} acepta este trato.</translation>
    </message>
    <message>
        <source>{name} declines this deal.</source>
        <translation>{name} rechaza este trato.</translation>
    </message>
    <message>
        <source>{name} accepts</source>
        <translation>{name} acepta</translation>
    </message>
    <message>
        <source>{name} gives:</source>
        <translation>{name} da:</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>nada por ahora</translation>
    </message>
    <message>
        <source>+ Yen</source>
        <translation>+ Yenes</translation>
    </message>
    <message>
        <source>+ Coupons</source>
        <translation>+ Cupones</translation>
    </message>
    <message>
        <source>+ Capsules</source>
        <translation>+ Cápsulas</translation>
    </message>
    <message>
        <source>+ Area…</source>
        <translation>+ Área…</translation>
    </message>
    <message>
        <source>+ Subdivision…</source>
        <translation>+ Subdivisión…</translation>
    </message>
    <message>
        <source>+ Promise</source>
        <translation>+ Promesa</translation>
    </message>
    <message>
        <source>Give Yen</source>
        <translation>Dar yenes</translation>
    </message>
    <message>
        <source>Give Coupons</source>
        <translation>Dar Cupones</translation>
    </message>
    <message>
        <source>Give Capsules from your hand</source>
        <translation>Dar Cápsulas de tu mano</translation>
    </message>
    <message>
        <source>Give a whole area of Land: click it on the Map</source>
        <translation>Dar un área de terreno entera: haz clic en ella en el Mapa</translation>
    </message>
    <message>
        <source>Cut a new Subdivision out of your Land: draw it on the Map</source>
        <translation>Recortar una nueva Subdivisión de tu terreno: dibújala en el Mapa</translation>
    </message>
    <message>
        <source>Promise something (promises are not enforced)</source>
        <translation>Prometer algo (nadie obliga a cumplir las promesas)</translation>
    </message>
</context>
<context>
    <name>PlayerLedger</name>
    <message>
        <source>Click to show the loan, the Attraction cards and the Income of each round; click again to fold them.</source>
        <translation>Haz clic para ver el préstamo, las cartas de Atracción y los Ingresos de cada ronda; vuelve a hacer clic para plegarlos.</translation>
    </message>
    <message>
        <source>Keys: {queue} queue · {passkey} pass</source>
        <translation>Teclas: {queue} cola · {passkey} pasar</translation>
    </message>
    <message>
        <source>{loan} +{interest}/round</source>
        <translation>{loan} +{interest}/ronda</translation>
    </message>
    <message>
        <source>No capsules in hand</source>
        <translation>Sin Cápsulas en la mano</translation>
    </message>
    <message>
        <source>{building} (side {side})</source>
        <translation>{building} (lado {side})</translation>
    </message>
    <message>
        <source>Attraction cards: {cards}</source>
        <translation>Cartas de Atracción: {cards}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Ha ganado</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Ha pasado</translation>
    </message>
    <message>
        <source>Buying now</source>
        <translation>Comprando</translation>
    </message>
    <message>
        <source>Queue #{n}</source>
        <translation>{n}.º en la cola</translation>
    </message>
    <message>
        <source>Bartering</source>
        <translation>En un Trueque</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>{player}&apos;s Seal: {design}. Hollow once they have passed.</source>
        <translation>Sello de {player}: {design}. Se muestra hueco cuando ha pasado.</translation>
    </message>
    <message>
        <source>The queue key puts this Seal in the queue or takes it back; the pass key passes for the round. They work whatever has the focus.</source>
        <translation>La tecla de cola pone este Sello en la cola o lo retira; la tecla de pasar pasa en esta ronda. Funcionan esté donde esté el foco.</translation>
    </message>
    <message>
        <source>The starting loan and its interest, added to the Debt every round.</source>
        <translation>El préstamo inicial y sus intereses, que se suman a la Deuda cada ronda.</translation>
    </message>
    <message>
        <source>Debt = starting loan + interest × current round. Repay it all in a Loans phase to end the game.</source>
        <translation>Deuda = préstamo inicial + intereses × ronda actual. Sáldala entera en una fase de Préstamos para terminar la partida.</translation>
    </message>
    <message>
        <source>Yen on the Player Ledger (Coupons do not count).</source>
        <translation>Yenes en el Libro de jugador (los Cupones no cuentan).</translation>
    </message>
    <message>
        <source>Coupons: worth {value} each in a Purchase; they cannot repay Debt.</source>
        <translation>Cupones: cada uno vale {value} en una Compra; no sirven para saldar la Deuda.</translation>
    </message>
    <message>
        <source>Income received at the end of each round.</source>
        <translation>Ingresos recibidos al final de cada ronda.</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Préstamo</translation>
    </message>
    <message>
        <source>Debt this round</source>
        <translation>Deuda esta ronda</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Deuda</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>Yenes</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Cupones</translation>
    </message>
    <message>
        <source>Income per round (円)</source>
        <translation>Ingresos por ronda (円)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Buscar en:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nombre de archivo:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Archivos de &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation>Eso no se puede hacer en esta fase.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to claim a starting Parcel.</source>
        <translation>Es el turno de otro jugador para reclamar una Parcela inicial.</translation>
    </message>
    <message>
        <source>There is no such starting Parcel.</source>
        <translation>No existe esa Parcela inicial.</translation>
    </message>
    <message>
        <source>That starting Parcel is already claimed.</source>
        <translation>Esa Parcela inicial ya está reclamada.</translation>
    </message>
    <message>
        <source>A loan is taken only once, in round 1.</source>
        <translation>El préstamo se pide una sola vez, en la ronda 1.</translation>
    </message>
    <message>
        <source>That loan amount is not on the Player Ledger.</source>
        <translation>Ese importe de préstamo no figura en el Libro de jugador.</translation>
    </message>
    <message>
        <source>This player has passed for the round.</source>
        <translation>Este jugador ya ha pasado en esta ronda.</translation>
    </message>
    <message>
        <source>The Purchase Limit has been reached: no more Purchases or new Barters this round.</source>
        <translation>Se ha alcanzado el Límite de compra: no hay más Compras ni nuevos Trueques esta ronda.</translation>
    </message>
    <message>
        <source>The Seal is already in the queue: take it back first.</source>
        <translation>El Sello ya está en la cola: retíralo primero.</translation>
    </message>
    <message>
        <source>This player is in an open Barter: finish or abandon it first.</source>
        <translation>Este jugador está en un Trueque abierto: ciérralo o abandónalo primero.</translation>
    </message>
    <message>
        <source>The Seal is not in the queue.</source>
        <translation>El Sello no está en la cola.</translation>
    </message>
    <message>
        <source>Only the Seal at the front of the queue may make a Purchase.</source>
        <translation>Solo el Sello que está al frente de la cola puede hacer una Compra.</translation>
    </message>
    <message>
        <source>That action is malformed.</source>
        <translation>Esa acción está mal formada.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>No existe ese jugador.</translation>
    </message>
    <message>
        <source>Coupons cannot pay more than the price.</source>
        <translation>Los Cupones no pueden pagar más que el precio.</translation>
    </message>
    <message>
        <source>There is no such capsule colour.</source>
        <translation>No existe ese color de Cápsula.</translation>
    </message>
    <message>
        <source>Sold out.</source>
        <translation>Agotado.</translation>
    </message>
    <message>
        <source>Choose at least one capsule.</source>
        <translation>Elige al menos una Cápsula.</translation>
    </message>
    <message>
        <source>That side of the Attraction card is not available in this game.</source>
        <translation>Ese lado de la carta de Atracción no está disponible en esta partida.</translation>
    </message>
    <message>
        <source>Every Sweets Buffet uses the side chosen for the first one.</source>
        <translation>Todos los Sweets Buffet usan el lado elegido para el primero.</translation>
    </message>
    <message>
        <source>Choose side A or side B of the Attraction card.</source>
        <translation>Elige el lado A o el lado B de la carta de Atracción.</translation>
    </message>
    <message>
        <source>There is no such Building.</source>
        <translation>No existe ese Edificio.</translation>
    </message>
    <message>
        <source>Only a Coin Laundry takes capsules on its roof, at most two.</source>
        <translation>Solo una Coin Laundry admite Cápsulas en su tejado, dos como máximo.</translation>
    </message>
    <message>
        <source>There is no such Land Parcel board.</source>
        <translation>No existe ese tablero de Parcela.</translation>
    </message>
    <message>
        <source>That rotation is not allowed for this piece.</source>
        <translation>Esa rotación no está permitida para esta pieza.</translation>
    </message>
    <message>
        <source>Positions must lie on the half-unit grid.</source>
        <translation>Las posiciones deben caer en la cuadrícula de media unidad.</translation>
    </message>
    <message>
        <source>It must lie wholly on the Map.</source>
        <translation>Debe quedar por completo dentro del Mapa.</translation>
    </message>
    <message>
        <source>It overlaps something already there.</source>
        <translation>Se solapa con algo que ya está ahí.</translation>
    </message>
    <message>
        <source>A new Parcel must share part of a side with a claimed Parcel.</source>
        <translation>Una Parcela nueva debe compartir parte de un lado con una Parcela reclamada.</translation>
    </message>
    <message>
        <source>It must stand wholly within Land you own.</source>
        <translation>Debe quedar por completo dentro de terreno de tu propiedad.</translation>
    </message>
    <message>
        <source>It crosses the outline of another area.</source>
        <translation>Cruza el contorno de otra área.</translation>
    </message>
    <message>
        <source>Leave a visible gap between structures.</source>
        <translation>Deja un hueco visible entre estructuras.</translation>
    </message>
    <message>
        <source>Golden Rule: this area would have more Hotels ({hotels}) than Vending Machines and Graveyards ({support}).</source>
        <translation>Regla de oro: esta área tendría más Hoteles ({hotels}) que Máquinas expendedoras y Cementerios ({support}).</translation>
    </message>
    <message>
        <source>A Hotel needs at least one capsule.</source>
        <translation>Un Hotel necesita al menos una Cápsula.</translation>
    </message>
    <message>
        <source>That story does not exist.</source>
        <translation>Esa planta no existe.</translation>
    </message>
    <message>
        <source>Every capsule above the ground floor must rest wholly on capsules below it.</source>
        <translation>Cada Cápsula por encima de la planta baja debe apoyarse por completo sobre Cápsulas de la planta inferior.</translation>
    </message>
    <message>
        <source>The ground-floor capsules must form one group joined by their sides.</source>
        <translation>Las Cápsulas de la planta baja deben formar un único grupo unido por sus lados.</translation>
    </message>
    <message>
        <source>Not enough Coupons (needed: {need}; available: {have}).</source>
        <translation>No hay suficientes Cupones (se necesitan: {need}; disponibles: {have}).</translation>
    </message>
    <message>
        <source>Not enough Yen (needed: {need}; available: {have}).</source>
        <translation>No hay suficientes yenes (se necesitan: {need}; disponibles: {have}).</translation>
    </message>
    <message>
        <source>Not enough capsules of that colour in hand (needed: {need}; in hand: {have}).</source>
        <translation>No hay suficientes Cápsulas de ese color en la mano (se necesitan: {need}; en la mano: {have}).</translation>
    </message>
    <message>
        <source>This Parcel already holds the most Graveyards allowed ({limit}).</source>
        <translation>Esta Parcela ya tiene el máximo de Cementerios permitido ({limit}).</translation>
    </message>
    <message>
        <source>Too many stories: a Hotel needs at least as many ground-floor capsules as it has stories ({stories}); only a single pink stack of 4 or more stories is exempt.</source>
        <translation>Demasiadas plantas: un Hotel necesita en la planta baja al menos tantas Cápsulas como plantas tiene ({stories}); solo queda exenta una única pila rosa de 4 o más plantas.</translation>
    </message>
    <message>
        <source>The Entrance must touch the side of a ground-floor capsule.</source>
        <translation>La Entrada debe tocar un lado de una Cápsula de la planta baja.</translation>
    </message>
    <message>
        <source>There is no such area of Land.</source>
        <translation>No existe esa área de terreno.</translation>
    </message>
    <message>
        <source>The outline must be a simple closed shape with some area.</source>
        <translation>El contorno debe ser una forma cerrada simple con algo de superficie.</translation>
    </message>
    <message>
        <source>The outline would cut through a structure.</source>
        <translation>El contorno cortaría una estructura.</translation>
    </message>
    <message>
        <source>A Barter needs two or more different players.</source>
        <translation>Un Trueque necesita dos o más jugadores distintos.</translation>
    </message>
    <message>
        <source>That Barter is not open.</source>
        <translation>Ese Trueque no está abierto.</translation>
    </message>
    <message>
        <source>Every item must pass between two different parties of the Barter.</source>
        <translation>Cada artículo debe pasar entre dos partes distintas del Trueque.</translation>
    </message>
    <message>
        <source>Amounts must be more than zero.</source>
        <translation>Las cantidades deben ser mayores que cero.</translation>
    </message>
    <message>
        <source>A promise needs some text (at most {most} characters).</source>
        <translation>Una promesa necesita algo de texto (como máximo {most} caracteres).</translation>
    </message>
    <message>
        <source>Every party of a Barter must offer something.</source>
        <translation>Todas las partes de un Trueque deben ofrecer algo.</translation>
    </message>
    <message>
        <source>The record&apos;s dice or draw does not fit this point of the game.</source>
        <translation>Los dados o el sorteo del registro no encajan en este punto de la partida.</translation>
    </message>
    <message>
        <source>The record ends with dice or draws that were never used.</source>
        <translation>El registro termina con dados o sorteos que nunca se usaron.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (it may be cut short or damaged).</source>
        <translation>El archivo no es JSON válido (puede estar incompleto o dañado).</translation>
    </message>
    <message>
        <source>The file is not a Tokyo Capsule Hotel game record.</source>
        <translation>El archivo no es un registro de partida de Tokyo Capsule Hotel.</translation>
    </message>
    <message>
        <source>The record was written by a version of the game this one cannot read.</source>
        <translation>El registro lo escribió una versión del juego que esta no puede leer.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>El archivo no existe.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>No se puede leer el archivo.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>El archivo está vacío.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>El archivo no es de texto (UTF-8).</translation>
    </message>
    <message>
        <source>The file is far too large to be a game record.</source>
        <translation>El archivo es demasiado grande para ser un registro de partida.</translation>
    </message>
    <message>
        <source>This is not a file but a folder or a device.</source>
        <translation>Esto no es un archivo, sino una carpeta o un dispositivo.</translation>
    </message>
    <message>
        <source>The file nests lists and objects far deeper than a game record does.</source>
        <translation>El archivo anida listas y objetos a mucha más profundidad que un registro de partida.</translation>
    </message>
    <message>
        <source>The file holds a number far too large for a game record.</source>
        <translation>El archivo contiene un número demasiado grande para un registro de partida.</translation>
    </message>
    <message>
        <source>The file holds NaN or Infinity, which are not numbers a game record may hold.</source>
        <translation>El archivo contiene NaN o Infinity, que no son números válidos en un registro de partida.</translation>
    </message>
    <message>
        <source>The same field appears twice in one entry.</source>
        <translation>El mismo campo aparece dos veces en una misma entrada.</translation>
    </message>
    <message>
        <source>A text holds an invalid character (a lone surrogate).</source>
        <translation>Un texto contiene un carácter no válido (un sustituto aislado).</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Una partida tiene de 2 a 4 jugadores.</translation>
    </message>
    <message>
        <source>Unknown Seal design.</source>
        <translation>Diseño de Sello desconocido.</translation>
    </message>
    <message>
        <source>Two players have the same Seal.</source>
        <translation>Dos jugadores tienen el mismo Sello.</translation>
    </message>
    <message>
        <source>A player&apos;s name is missing or longer than 40 characters.</source>
        <translation>Falta el nombre de un jugador o supera los 40 caracteres.</translation>
    </message>
    <message>
        <source>A pen colour is not written as #rrggbb.</source>
        <translation>Un color de bolígrafo no está escrito como #rrggbb.</translation>
    </message>
    <message>
        <source>A player is neither a person nor a bot.</source>
        <translation>Un jugador no es ni una persona ni un bot.</translation>
    </message>
    <message>
        <source>A bot&apos;s level must be easy, normal or hard.</source>
        <translation>El nivel de un bot debe ser fácil, normal o difícil.</translation>
    </message>
    <message>
        <source>A variant setting is not one the game knows.</source>
        <translation>El juego no reconoce un ajuste de variante.</translation>
    </message>
    <message>
        <source>The record plays with a component set this version of the game does not have: {name}.</source>
        <translation>El registro usa un conjunto de componentes que esta versión del juego no tiene: {name}.</translation>
    </message>
    <message>
        <source>The game&apos;s pace (relaxed mode, grace time or countdown) is not valid.</source>
        <translation>El ritmo de la partida (modo relajado, margen o cuenta atrás) no es válido.</translation>
    </message>
    <message>
        <source>A required field is missing.</source>
        <translation>Falta un campo obligatorio.</translation>
    </message>
    <message>
        <source>An entry has the wrong shape (an object was expected).</source>
        <translation>Un elemento tiene una forma incorrecta (se esperaba un objeto).</translation>
    </message>
    <message>
        <source>A whole number was expected.</source>
        <translation>Se esperaba un número entero.</translation>
    </message>
    <message>
        <source>A number was expected.</source>
        <translation>Se esperaba un número.</translation>
    </message>
    <message>
        <source>A text was expected.</source>
        <translation>Se esperaba un texto.</translation>
    </message>
    <message>
        <source>A list was expected.</source>
        <translation>Se esperaba una lista.</translation>
    </message>
    <message>
        <source>An outline point must be a pair of numbers.</source>
        <translation>Un punto del contorno debe ser un par de números.</translation>
    </message>
    <message>
        <source>Each Barter item must be exactly one thing: Yen, Coupons, Capsules, an area or a Subdivision.</source>
        <translation>Cada artículo de un Trueque debe ser exactamente una cosa: yenes, Cupones, Cápsulas, un área o una Subdivisión.</translation>
    </message>
    <message>
        <source>The record contains an action this game does not know.</source>
        <translation>El registro contiene una acción que este juego no conoce.</translation>
    </message>
    <message>
        <source>The record is damaged or was edited by hand.</source>
        <translation>El registro está dañado o se editó a mano.</translation>
    </message>
    <message>
        <source>{message} (at {where})</source>
        <translation>{message} (en {where})</translation>
    </message>
    <message>
        <source>Refused ({code}).</source>
        <translation>Rechazado ({code}).</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message numerus="yes">
        <source>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Ronda {round} de {rounds}. En una ronda de Cupón ({coupon_rounds}) cada jugador toma %n Cupón.</numerusform>
            <numerusform>Ronda {round} de {rounds}. En una ronda de Cupón ({coupon_rounds}) cada jugador toma %n Cupones.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>Registro de rondas</translation>
    </message>
    <message>
        <source>Mark round</source>
        <translation>Marcar ronda</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Préstamos</translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation>Compra/Trueque</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>The phases of each round; the current one is lit.</source>
        <translation>Las fases de cada ronda; la actual aparece iluminada.</translation>
    </message>
</context>
<context>
    <name>RoundSpendCard</name>
    <message>
        <source>Spent {spend} of the Purchase Limit {limit}</source>
        <translation>Límite de compra: {spend} gastados de {limit}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>The queue is set at the start of Purchase/Barter.</source>
        <translation>La cola se forma al comienzo de la fase de Compra/Trueque.</translation>
    </message>
    <message>
        <source>No more Purchases this round.</source>
        <translation>No hay más Compras esta ronda.</translation>
    </message>
    <message>
        <source>Everyone at the table has passed: the bots finish the round.</source>
        <translation>Todos en la mesa han pasado: los bots terminan la ronda.</translation>
    </message>
    <message>
        <source>The queue is empty: press your queue key to place your Seal.</source>
        <translation>La cola está vacía: pulsa tu tecla de cola para poner tu Sello.</translation>
    </message>
    <message>
        <source>{player}: declare a Purchase now, or forfeit in {n} s.</source>
        <translation>{player}: declara una Compra ya o la perderás en {n} s.</translation>
    </message>
    <message>
        <source>{player} is at the front. The clock starts at the first key or click.</source>
        <translation>{player} encabeza la cola. El tiempo empieza a correr con la primera tecla o clic.</translation>
    </message>
    <message>
        <source>{player} is at the front and is choosing a Purchase.</source>
        <translation>{player} encabeza la cola y está eligiendo una Compra.</translation>
    </message>
    <message>
        <source>{player} is placing a Purchase on the Map.</source>
        <translation>{player} está colocando una Compra en el Mapa.</translation>
    </message>
    <message>
        <source>{player} is at the front: choose a Purchase in the Purchase panel.</source>
        <translation>{player} encabeza la cola: elige una Compra en el panel «Compra».</translation>
    </message>
    <message>
        <source>Open the barter table for players whose Seals are out of the queue.</source>
        <translation>Abre la mesa de Trueque para los jugadores cuyo Sello está fuera de la cola.</translation>
    </message>
    <message>
        <source>Bartering needs two players whose Seals are out of the queue and who have not passed, while Purchases are still open.</source>
        <translation>Para hacer un Trueque hacen falta dos jugadores con el Sello fuera de la cola y que no hayan pasado, mientras todavía se pueda Comprar.</translation>
    </message>
    <message>
        <source>Round Spend board</source>
        <translation>Tablero de Gasto de ronda</translation>
    </message>
    <message>
        <source>Purchase queue (front first)</source>
        <translation>Cola de Compra (por orden de turno)</translation>
    </message>
    <message>
        <source>Purchase Limit reached! No more Purchases this round. Open Barters may finish, then Income.</source>
        <translation>¡Límite de compra alcanzado! No hay más Compras esta ronda. Los Trueques abiertos pueden terminar; después, Ingresos.</translation>
    </message>
    <message>
        <source>Barter…</source>
        <translation>Trueque…</translation>
    </message>
    <message>
        <source>The Round Spend marker: every Purchase moves it by its price (Yen and Coupons; a Graveyard never moves it). Reaching the Purchase Limit ends Purchasing for the round.</source>
        <translation>El marcador de Gasto de ronda: cada Compra lo avanza tanto como su precio (yenes y Cupones; un Cementerio nunca lo mueve). Al alcanzar el Límite de compra se acaban las Compras de la ronda.</translation>
    </message>
    <message>
        <source>Seals in the queue. The Seal at the front may make one Purchase.</source>
        <translation>Sellos en la cola. El Sello que va al frente puede hacer una Compra.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>The screen “{name}” cannot be shown for this game.</source>
        <translation>La pantalla “{name}” no se puede mostrar en esta partida.</translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Bot {n}</source>
        <translation>Bot {n}</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Jugador {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Persona</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player</source>
        <translation>Una persona en este ordenador o un bot</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Name of the player in seat {n}</source>
        <translation>Nombre del jugador del puesto {n}</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Sello</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Bolígrafo</translation>
    </message>
    <message>
        <source>Pen colour {n}</source>
        <translation>Color de bolígrafo {n}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Every key must be a single plain key, used once and not by a menu (I, F, F1 are taken): {keys}</source>
        <translation>Cada tecla debe ser una sola tecla simple, usada una única vez y no por un menú (I, F y F1 están ocupadas): {keys}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Seat keys (they work wherever the focus is)</source>
        <translation>Teclas de cada puesto (funcionan esté donde esté el foco)</translation>
    </message>
    <message>
        <source>Queue / take back Seal</source>
        <translation>Cola / retirar Sello</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Seat {n} ({name}, bot)</source>
        <translation>Puesto {n} ({name}, bot)</translation>
    </message>
    <message>
        <source>A bot plays this seat in this game: its keys wait for a later game.</source>
        <translation>En esta partida este puesto lo juega un bot: sus teclas quedan para una partida posterior.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Puesto {n}</translation>
    </message>
    <message>
        <source>Click, then press the key for this seat.</source>
        <translation>Haz clic y pulsa la tecla para este puesto.</translation>
    </message>
    <message>
        <source>Front of the queue</source>
        <translation>Al frente de la cola</translation>
    </message>
    <message>
        <source>Grace time before the {n}-second countdown (seconds):</source>
        <translation>Segundos de margen antes de la cuenta atrás de {n} s:</translation>
    </message>
    <message>
        <source>How long the front Seal may think before the countdown starts.</source>
        <translation>Cuánto tiempo puede pensar el Sello del frente antes de que empiece la cuenta atrás.</translation>
    </message>
    <message>
        <source>Relaxed mode: no countdown (good for a first game)</source>
        <translation>Modo relajado: sin cuenta atrás (ideal para una primera partida)</translation>
    </message>
    <message>
        <source>The timing applies to the game in progress and to new games.</source>
        <translation>Los tiempos se aplican a la partida en curso y a las partidas nuevas.</translation>
    </message>
    <message>
        <source>The timing applies to new games.</source>
        <translation>Los tiempos se aplican a las partidas nuevas.</translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message>
        <source>roll its Bonus die at Income</source>
        <translation>lanza su Dado de bonificación en los Ingresos</translation>
    </message>
    <message>
        <source>a fixed {amount}; Graveyards in its Parcel deduct nothing</source>
        <translation>{amount} fijos; los Cementerios de su Parcela no restan nada</translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) at once, no Income</source>
        <translation>
            <numerusform>%n Cupón en el acto, sin Ingresos</numerusform>
            <numerusform>%n Cupones en el acto, sin Ingresos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Manga Hotel: %n Coupon(s) at once, a fixed {amount}</source>
        <translation>
            <numerusform>Hotel Manga: %n Cupón en el acto, {amount} fijos</numerusform>
            <numerusform>Hotel Manga: %n Cupones en el acto, {amount} fijos</numerusform>
        </translation>
    </message>
    <message>
        <source>roll its die, and {amount} for each adjacent Parcel</source>
        <translation>lanza su dado, y {amount} por cada Parcela adyacente</translation>
    </message>
    <message>
        <source>no Income; lifts the Golden Rule in its Parcel</source>
        <translation>sin Ingresos; anula la Regla de oro en su Parcela</translation>
    </message>
    <message>
        <source>Nobody is at the front of the queue.</source>
        <translation>No hay nadie al frente de la cola.</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Cantidad:</translation>
    </message>
    <message>
        <source>How many pink Capsules to buy: {first} for the first, {extra} for each extra.</source>
        <translation>Cuántas Cápsulas rosas comprar: {first} la primera y {extra} cada una más.</translation>
    </message>
    <message>
        <source>Sold out</source>
        <translation>Agotado</translation>
    </message>
    <message>
        <source>Entrance + Hotel</source>
        <translation>Entrada + Hotel</translation>
    </message>
    <message>
        <source>{price} · {left}</source>
        <translation>{price} · {left}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player}&lt;/b&gt; is buying, with {yen} and %n Coupon(s) to spend.</source>
        <translation>
            <numerusform>Compra &lt;b&gt;{player}&lt;/b&gt;, con {yen} y %n Cupón.</numerusform>
            <numerusform>Compra &lt;b&gt;{player}&lt;/b&gt;, con {yen} y %n Cupones.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink</source>
        <translation>
            <numerusform>%n rosa</numerusform>
            <numerusform>%n rosas</numerusform>
        </translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation>Máquina expendedora</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cementerio</translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation>ganas {amount}</translation>
    </message>
    <message>
        <source>side {side}</source>
        <translation>lado {side}</translation>
    </message>
    <message>
        <source>Place a Graveyard on your Land and gain {amount}.</source>
        <translation>Coloca un Cementerio en tu terreno y gana {amount}.</translation>
    </message>
    <message>
        <source>Buy now and pay {pay}.</source>
        <translation>Compra ya y paga {pay}.</translation>
    </message>
    <message>
        <source>{board}: choose it, then place it on the Map next to a claimed Parcel; you pay {pay}.</source>
        <translation>{board}: elígelo y colócalo en el Mapa junto a una Parcela reclamada; pagas {pay}.</translation>
    </message>
    <message numerus="yes">
        <source>{yen} + %n Coupon(s)</source>
        <translation>
            <numerusform>{yen} + %n Cupón</numerusform>
            <numerusform>{yen} + %n Cupones</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose this piece, then place it on the Map; you pay {pay}.</source>
        <translation>Elige esta pieza y colócala en el Mapa; pagas {pay}.</translation>
    </message>
    <message>
        <source>Side {side}: {effect}</source>
        <translation>Lado {side}: {effect}</translation>
    </message>
    <message>
        <source>No capsules on the roof</source>
        <translation>Sin Cápsulas en el tejado</translation>
    </message>
    <message>
        <source>{capsules} on the roof</source>
        <translation>{capsules} en el tejado</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Compra</translation>
    </message>
    <message>
        <source>Pay with Coupons:</source>
        <translation>Pagar con Cupones:</translation>
    </message>
    <message>
        <source>How many Coupons the next Purchase uses (each is worth {value}, never more than the price).</source>
        <translation>Cuántos Cupones usa la próxima Compra (cada uno vale {value}; nunca más que el precio).</translation>
    </message>
    <message>
        <source>Capsule board</source>
        <translation>Tablero de Cápsulas</translation>
    </message>
    <message>
        <source>Entrances and pieces</source>
        <translation>Entradas y piezas</translation>
    </message>
    <message>
        <source>Land Parcel boards (or drag one from the tray)</source>
        <translation>Tableros de Parcela (o arrastra uno desde la bandeja)</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edificios</translation>
    </message>
</context>
<context>
    <name>StartClaims</name>
    <message>
        <source>Click to claim starting Parcel {parcel}</source>
        <translation>Haz clic para reclamar la Parcela inicial {parcel}</translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation>{player}: haz clic en una Parcela inicial libre del Mapa para reclamarla.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Naranja</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Amarillo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Blanco</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Manga Hotel</source>
        <translation>Hotel Manga</translation>
    </message>
    <message>
        <source>Coin Laundry</source>
        <translation>Coin Laundry</translation>
    </message>
    <message>
        <source>Sweets Buffet</source>
        <translation>Sweets Buffet</translation>
    </message>
    <message>
        <source>Tokyo Spike</source>
        <translation>Tokyo Spike</translation>
    </message>
    <message>
        <source>Park</source>
        <translation>Park</translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation>Arcade</translation>
    </message>
    <message>
        <source>Sumo Dohyo</source>
        <translation>Sumo Dohyo</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Preparación</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Préstamos</translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation>Compra/Trueque</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Ingresos</translation>
    </message>
    <message>
        <source>Game End</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Grulla</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>Abanico</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>Ola</translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation>Farolillo</translation>
    </message>
    <message>
        <source>Koi</source>
        <translation>Koi</translation>
    </message>
    <message>
        <source>Land Parcel board {board}</source>
        <translation>Tablero de Parcela {board}</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>fácil</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difícil</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Equilibrado</translation>
    </message>
    <message>
        <source>The original numbers of this edition (prices, counts, board shapes, Buildings). Games saved before component sets existed use them. At 2 players, Graveyards alone pay off the smallest loan&apos;s Debt at round 2 and nobody can stop it; a hard bot does exactly that.</source>
        <translation>Los valores originales de esta edición (precios, cantidades, formas de los tableros, Edificios). Las partidas guardadas antes de que existieran los conjuntos de componentes los usan. Con 2 jugadores, los Cementerios bastan para saldar en la ronda 2 la Deuda del préstamo más pequeño, y nadie puede impedirlo: un bot difícil hace justo eso.</translation>
    </message>
    <message>
        <source>Prices, counts, board shapes, Buildings, Purchase Limits and loan sizes tuned by playing many bot games, so that more than one strategy can win. The rules are the same.</source>
        <translation>Precios, cantidades, formas de los tableros, Edificios, Límites de compra e importes de los Préstamos ajustados jugando muchas partidas entre bots, para que pueda ganar más de una estrategia. Las reglas son las mismas.</translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} Capsule(s)</source>
        <translation>
            <numerusform>%n Cápsula {colour}</numerusform>
            <numerusform>%n Cápsulas {colour}</numerusform>
        </translation>
    </message>
    <message>
        <source>{area} square units within {size}</source>
        <translation>{area} unidades cuadradas dentro de {size}</translation>
    </message>
    <message numerus="yes">
        <source>%n Capsule(s)</source>
        <translation>
            <numerusform>%n Cápsula</numerusform>
            <numerusform>%n Cápsulas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story(-ies)</source>
        <translation>
            <numerusform>%n planta</numerusform>
            <numerusform>%n plantas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Cupón</numerusform>
            <numerusform>%n Cupones</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Entrance(s) left</source>
        <translation>
            <numerusform>queda %n Entrada</numerusform>
            <numerusform>quedan %n Entradas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>queda&#xa0;%n</numerusform>
            <numerusform>quedan&#xa0;%n</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} y {last}</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Idioma</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nueva partida…</translation>
    </message>
    <message>
        <source>Start a new game (the current one stays in the autosave until then).</source>
        <translation>Empieza una partida nueva (la actual se conserva en el autoguardado hasta entonces).</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Abrir partida…</translation>
    </message>
    <message>
        <source>Open a saved game record.</source>
        <translation>Abre el registro de una partida guardada.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <source>Save this game.</source>
        <translation>Guarda esta partida.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <source>Save this game under a new name.</source>
        <translation>Guarda esta partida con otro nombre.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>Close the game; it is autosaved after every action.</source>
        <translation>Cierra el juego; la partida se guarda automáticamente tras cada acción.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>Take back the last action, if it was yours and nothing followed it.</source>
        <translation>Deshace la última acción, si fue tuya y no ha ocurrido nada después.</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>Seat keys, grace time, relaxed mode.</source>
        <translation>Teclas de los puestos, margen, modo relajado.</translation>
    </message>
    <message>
        <source>&amp;Isometric view</source>
        <translation>Vista &amp;isométrica</translation>
    </message>
    <message>
        <source>Show the Map in 3-D (isometric) or from above.</source>
        <translation>Muestra el Mapa en 3D (isométrico) o desde arriba.</translation>
    </message>
    <message>
        <source>&amp;Fit the Map</source>
        <translation>&amp;Ajustar el Mapa</translation>
    </message>
    <message>
        <source>Zoom so that the whole Map fits.</source>
        <translation>Ajusta el zoom para que quepa todo el Mapa.</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Reglas y ayuda</translation>
    </message>
    <message>
        <source>The rules reference, in your language.</source>
        <translation>La guía de reglas, en tu idioma.</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>About this edition.</source>
        <translation>Sobre esta edición.</translation>
    </message>
    <message>
        <source>Switch every text to this language.</source>
        <translation>Cambia todos los textos a este idioma.</translation>
    </message>
</context>
</TS>

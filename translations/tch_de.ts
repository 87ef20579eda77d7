<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Tokyo Capsule Hotel</source>
        <translation>Über Tokyo Capsule Hotel</translation>
    </message>
    <message>
        <source>Desktop edition, version {version}</source>
        <translation>Desktop-Ausgabe, Version {version}</translation>
    </message>
    <message>
        <source>The real-time economic board game for 2–4 players, hot-seat or against bots.</source>
        <translation>Das Echtzeit-Wirtschaftsspiel für 2–4 Spieler, gemeinsam an einem Computer oder gegen Bots.</translation>
    </message>
    <message>
        <source>The board game</source>
        <translation>Das Brettspiel</translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel is a board game: its rules, its terms and its pieces are the work of its designer and publisher. This edition follows the game&apos;s rulebook to play it on one computer; all credit for the game goes to them.</source>
        <translation>Tokyo Capsule Hotel ist ein Brettspiel: Seine Regeln, seine Begriffe und sein Spielmaterial sind das Werk seines Autors und seines Verlags. Diese Ausgabe folgt der Spielregel, um es an einem Computer zu spielen; alle Anerkennung für das Spiel gebührt ihnen.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Lizenzen</translation>
    </message>
    <message>
        <source>This edition: © TCH Studio, all rights reserved.</source>
        <translation>Diese Ausgabe: © TCH Studio, alle Rechte vorbehalten.</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General Public License version 3 (LGPL-3.0). The standalone build keeps Qt&apos;s libraries as separate files, so they can be replaced.</source>
        <translation>Qt {qt} und PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General Public License Version 3 (LGPL-3.0). Die eigenständige Version enthält die Qt-Bibliotheken als separate Dateien, damit sie ersetzt werden können.</translation>
    </message>
    <message>
        <source>Shapely {shapely}, NetworkX {networkx} and NumPy {numpy}: BSD 3-Clause License; the GEOS library inside Shapely: GNU LGPL version 2.1.</source>
        <translation>Shapely {shapely}, NetworkX {networkx} und NumPy {numpy}: BSD-Lizenz mit 3 Klauseln (BSD 3-Clause License); die in Shapely enthaltene Bibliothek GEOS: GNU LGPL Version 2.1.</translation>
    </message>
    <message>
        <source>The TCH Yen font (the 円 sign and the title&apos;s characters) is derived from IPA P Gothic: IPA Font License Agreement v1.0, full text in {file}.</source>
        <translation>Die Schrift TCH Yen (das Zeichen 円 und die Schriftzeichen des Titels) ist von IPA P Gothic abgeleitet: IPA Font License Agreement v1.0, vollständiger Text in {file}.</translation>
    </message>
    <message>
        <source>Python {python} (in the standalone build): Python Software Foundation License.</source>
        <translation>Python {python} (in der eigenständigen Version): Python Software Foundation License.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>{game} is already open</source>
        <translation>{game} ist schon geöffnet</translation>
    </message>
    <message>
        <source>{game} is already open in another window. Go on playing there (File ▸ Open game opens a saved game): two windows would write over each other&apos;s autosaved game.</source>
        <translation>{game} ist schon in einem anderen Fenster geöffnet. Spiele dort weiter (Datei ▸ Spiel öffnen öffnet ein gespeichertes Spiel): Zwei Fenster würden sich gegenseitig die automatische Sicherung überschreiben.</translation>
    </message>
</context>
<context>
    <name>BarterDeal</name>
    <message>
        <source>{giver} promises: “{text}”</source>
        <translation>Versprechen von {giver}: „{text}“</translation>
    </message>
    <message>
        <source>the whole area {area}, with {pieces}</source>
        <translation>den ganzen Bereich {area} mit {pieces}</translation>
    </message>
    <message>
        <source>the whole area {area}</source>
        <translation>den ganzen Bereich {area}</translation>
    </message>
    <message>
        <source>a new Subdivision of {area} ({size}), with {pieces}</source>
        <translation>eine neue Unterteilung von {area} ({size}) mit {pieces}</translation>
    </message>
    <message>
        <source>a new Subdivision of {area} ({size})</source>
        <translation>eine neue Unterteilung von {area} ({size})</translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation>{giver} gibt {receiver} {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Coupon</numerusform>
            <numerusform>%n Coupons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarterTable</name>
    <message>
        <source>Nothing yet.</source>
        <extracomment>The map mode each kind of addition waits for.</extracomment>
        <translation>Noch nichts.</translation>
    </message>
    <message>
        <source>The deal follows the rules. Each party accepts it on screen.</source>
        <translation>Die Abmachung entspricht den Regeln. Jede Partei stimmt auf dem Bildschirm zu.</translation>
    </message>
    <message>
        <source>On the Map: click the area {name} gives.</source>
        <translation>Auf dem Stadtplan: Klicke den Bereich an, den {name} abgibt.</translation>
    </message>
    <message>
        <source>{name} drew a new Subdivision of {area} ({size}). Draw again to change it, or press Done.</source>
        <translation>{name} hat eine neue Unterteilung von {area} gezeichnet ({size}). Zum Ändern neu zeichnen oder „Fertig“ drücken.</translation>
    </message>
    <message>
        <source>On the Map: {name} draws the new Subdivision inside their own Land (draw again to change it).</source>
        <translation>Auf dem Stadtplan: {name} zeichnet die neue Unterteilung ins eigene Land (zum Ändern neu zeichnen).</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>Handel</translation>
    </message>
    <message>
        <source>Barter: {names}</source>
        <translation>Handel: {names}</translation>
    </message>
    <message>
        <source>Each party adds what it gives. Every party must offer something; promises are written in the Game Ledger but not enforced.</source>
        <translation>Jede Partei fügt hinzu, was sie gibt. Jede Partei muss etwas anbieten; Versprechen werden ins Spielbuch eingetragen, sind aber nicht bindend.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>Die Abmachung</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source>Abandon the Barter</source>
        <translation>Handel abbrechen</translation>
    </message>
    <message>
        <source>Settle the deal</source>
        <translation>Abmachung abschließen</translation>
    </message>
</context>
<context>
    <name>BoardsTray</name>
    <message>
        <source>Choose who is buying before taking a board.</source>
        <translation>Wähle zuerst, wer kauft, und nimm dann eine Tafel.</translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation>Parzellentafeln</translation>
    </message>
    <message>
        <source>{board}, {price}: drag it onto the Map next to a claimed Parcel (R or the right button turns it)</source>
        <translation>{board}, {price}: Ziehe sie auf den Stadtplan neben eine beanspruchte Parzelle (R oder die rechte Maustaste dreht sie)</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>to build a {colour} Hotel</source>
        <translation>ein {colour} Hotel zu bauen</translation>
    </message>
    <message numerus="yes">
        <source>{player} offers {to} {yen} for %n {colour} capsule(s).</source>
        <translation>
            <numerusform>{player} bietet {to} {yen} für eine {colour} Kapsel.</numerusform>
            <numerusform>{player} bietet {to} {yen} für %n {colour} Kapseln.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule in return for a promise to build a {hotel_colour} Hotel with it.</source>
        <translation>{player} bietet {to} eine {colour} Kapsel für das Versprechen, damit ein {hotel_colour} Hotel zu bauen.</translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule for {yen}.</source>
        <translation>{player} bietet {to} eine {colour} Kapsel für {yen}.</translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a plot of land in {area}.</source>
        <translation>{player} bietet {to} {yen} für ein Stück Land in {area}.</translation>
    </message>
    <message>
        <source>{player} offers {to} a plot of land in {area} for {yen}.</source>
        <translation>{player} bietet {to} ein Stück Land in {area} für {yen}.</translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a promise to build a {colour} Hotel.</source>
        <translation>{player} bietet {to} {yen} für das Versprechen, ein {colour} Hotel zu bauen.</translation>
    </message>
    <message>
        <source>{player} accepts the deal.</source>
        <translation>{player} nimmt die Abmachung an.</translation>
    </message>
    <message>
        <source>{player} declines the deal.</source>
        <translation>{player} lehnt die Abmachung ab.</translation>
    </message>
    <message>
        <source>{player} declines: that Subdivision would break the Golden Rule.</source>
        <translation>{player} lehnt ab: Diese Unterteilung würde gegen die Goldene Regel verstoßen.</translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible.</source>
        <translation>{player} lehnt ab: Diese Abmachung ist nicht möglich.</translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible. {reason}</source>
        <translation>{player} lehnt ab: Diese Abmachung ist nicht möglich. {reason}</translation>
    </message>
    <message>
        <source>{player} would make the deal for {yen}.</source>
        <translation>{player} würde die Abmachung für {yen} eingehen.</translation>
    </message>
    <message>
        <source>{player} declines, but: “I&apos;d take {yen} for it.”</source>
        <translation>{player} lehnt ab, aber: „Für {yen} würde ich es machen.“</translation>
    </message>
    <message>
        <source>{player} declines, but: “I&apos;d pay {yen} for it.”</source>
        <translation>{player} lehnt ab, aber: „Ich würde {yen} dafür zahlen.“</translation>
    </message>
    <message>
        <source>{player} declines: “Not while I need that {colour} capsule.”</source>
        <translation>{player} lehnt ab: „Nicht, solange ich diese {colour} Kapsel brauche.“</translation>
    </message>
    <message>
        <source>{player} declines: “Not while I need that land in {area} for my Hotels.”</source>
        <translation>{player} lehnt ab: „Nicht, solange ich dieses Land in {area} für meine Hotels brauche.“</translation>
    </message>
    <message>
        <source>{player} declines: “That deal is no good for me.”</source>
        <translation>{player} lehnt ab: „Diese Abmachung lohnt sich für mich nicht.“</translation>
    </message>
    <message>
        <source>{player} declines: “I&apos;d want {yen}, and you don&apos;t have that much.”</source>
        <translation>{player} lehnt ab: „Ich würde {yen} wollen, und so viel hast du nicht.“</translation>
    </message>
    <message>
        <source>{player} declines: “You broke your last promise to me, {to}.”</source>
        <translation>{player} lehnt ab: „{to}, du hast dein letztes Versprechen an mich gebrochen.“</translation>
    </message>
    <message>
        <source>{player} declines: “That would help you far more than me.”</source>
        <translation>{player} lehnt ab: „Das würde dir viel mehr nützen als mir.“</translation>
    </message>
</context>
<context>
    <name>CapsuleColour</name>
    <message numerus="yes">
        <source>red</source>
        <translation>
            <numerusform>rote</numerusform>
            <numerusform>rote</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>orange</source>
        <translation>
            <numerusform>orangefarbene</numerusform>
            <numerusform>orangefarbene</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow</source>
        <translation>
            <numerusform>gelbe</numerusform>
            <numerusform>gelbe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green</source>
        <translation>
            <numerusform>grüne</numerusform>
            <numerusform>grüne</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue</source>
        <translation>
            <numerusform>blaue</numerusform>
            <numerusform>blaue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple</source>
        <translation>
            <numerusform>lila</numerusform>
            <numerusform>lila</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>white</source>
        <translation>
            <numerusform>weiße</numerusform>
            <numerusform>weiße</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pink</source>
        <translation>
            <numerusform>rosa</numerusform>
            <numerusform>rosa</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Game End</source>
        <translation>Spielende</translation>
    </message>
    <message numerus="yes">
        <source>In the Loans phase of round {round}, {players} had enough Yen to repay their whole Debt: the game ends there.</source>
        <translation>
            <numerusform>In der Darlehensphase von Runde {round} reichten die Yen von {players}, um die Gesamtschulden zu begleichen: Das Spiel endet hier.</numerusform>
            <numerusform>In der Darlehensphase von Runde {round} reichten die Yen von {players}, um die Gesamtschulden zu begleichen: Das Spiel endet hier.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over and nobody could repay their whole Debt: the game ends. The player with the highest net (Yen − Debt) wins.</source>
        <translation>Runde {round} ist vorbei und niemand konnte seine Gesamtschulden begleichen: Das Spiel endet. Es gewinnt der Spieler mit dem höchsten Nettowert (Yen − Schulden).</translation>
    </message>
    <message numerus="yes">
        <source>{names} share the victory!</source>
        <translation>
            <numerusform>{names} gewinnt!</numerusform>
            <numerusform>{names} teilen sich den Sieg!</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>Yen</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Schulden</translation>
    </message>
    <message>
        <source>Net (Yen − Debt)</source>
        <translation>Netto (Yen − Schulden)</translation>
    </message>
    <message>
        <source>Net position (Yen − Debt) after each round&apos;s Income</source>
        <translation>Nettowert (Yen − Schulden) nach dem Einkommen jeder Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation>am Spielende</translation>
    </message>
    <message>
        <source>Save the game record…</source>
        <translation>Spielprotokoll speichern…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Noch einmal spielen</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>An error in the program</source>
        <translation>Ein Fehler im Programm</translation>
    </message>
    <message>
        <source>Something went wrong in the program ({error}). The game is autosaved after every action: if the window no longer does what you ask, close it and start the program again to resume the game.</source>
        <translation>Im Programm ist etwas schiefgegangen ({error}). Das Spiel wird nach jeder Aktion automatisch gesichert: Reagiert das Fenster nicht mehr wie gewünscht, schließe es und starte das Programm neu, um das Spiel fortzusetzen.</translation>
    </message>
</context>
<context>
    <name>FranchiseCard</name>
    <message>
        <source>Franchise Income = {per} × (Hotels of that colour + Parcels holding one).
When a Franchise first reaches {thresholds}, each player owning one of its Hotels takes 1 Coupon (a ticket marks the thresholds already paid).</source>
        <translation>Franchise-Einkommen = {per} × (Hotels dieser Farbe + Parzellen mit einem solchen Hotel).
Erreicht eine Franchise erstmals {thresholds}, nimmt sich jeder Spieler mit einem ihrer Hotels 1 Coupon (ein Häkchen markiert die schon ausgezahlten Schwellen).</translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation>Franchise-Einkommen</translation>
    </message>
</context>
<context>
    <name>FranchiseColour</name>
    <message>
        <source>red</source>
        <translation>rote</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orangefarbene</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelbe</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grüne</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blaue</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weiße</translation>
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
        <translation>Eintrag {n} des Protokolls ist keine gültige Aktion: {reason}</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Dieses Spiel verlassen?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it before leaving it?</source>
        <translation>Das laufende Spiel ist nicht gespeichert. Vor dem Verlassen des Spiels speichern?</translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel games (*.json);;All files (*)</source>
        <translation>Spiele von Tokyo Capsule Hotel (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Spiel öffnen</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Spiel wird geöffnet…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Dieses Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>{file}

{reason}

The current game carries on.</source>
        <translation>{file}

{reason}

Das aktuelle Spiel läuft weiter.</translation>
    </message>
    <message>
        <source>Game saved: {file}</source>
        <translation>Spiel gespeichert: {file}</translation>
    </message>
    <message>
        <source>tokyo-capsule-hotel-game.json</source>
        <translation>tokyo-capsule-hotel-spiel.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Spiel speichern</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <source>{file}

{reason}</source>
        <translation>{file}

{reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be read</source>
        <translation>Das automatisch gesicherte Spiel kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>{reason}

The file was kept as {file} in {folder}; start a new game or open a saved one.</source>
        <translation>{reason}

Die Datei wurde als {file} in {folder} aufbewahrt; starte ein neues Spiel oder öffne ein gespeichertes.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Spiel fortsetzen?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {players}.</source>
        <translation>Ein Spiel wurde nicht beendet: {players}.</translation>
    </message>
    <message>
        <source>Go on where it stopped, or start a new game?</source>
        <translation>Dort weitermachen, wo es aufgehört hat, oder ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>The program met an error while reading it ({error}). Nothing was changed.</source>
        <translation>Beim Lesen ist im Programm ein Fehler aufgetreten ({error}). Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Game opened: {file}</source>
        <translation>Spiel geöffnet: {file}</translation>
    </message>
    <message>
        <source>{reason}

The whole file was kept as {file} in {folder}. Go on from just before entry {n}, or start a new game?</source>
        <translation>{reason}

Die ganze Datei wurde als {file} in {folder} aufbewahrt. Ab dem Stand vor Eintrag {n} weiterspielen oder ein neues Spiel beginnen?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Fortsetzen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>{reason}

The file could not be set aside ({why}); it stays as {file} in {folder}. Copy it somewhere safe before starting another game.</source>
        <translation>{reason}

Die Datei konnte nicht beiseitegelegt werden ({why}); sie bleibt als {file} in {folder}. Kopiere sie an einen sicheren Ort, bevor du ein anderes Spiel beginnst.</translation>
    </message>
    <message>
        <source>This game: round {round}, {phase}.</source>
        <translation>Dieses Spiel: Runde {round}, {phase}.</translation>
    </message>
</context>
<context>
    <name>GameLedgerCard</name>
    <message>
        <source>Game Ledger</source>
        <translation>Spielbuch</translation>
    </message>
    <message>
        <source>Everything that happened in this game, newest first.</source>
        <translation>Alles, was in diesem Spiel geschehen ist, das Neueste zuerst.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Not found</source>
        <translation>Nicht gefunden</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regelübersicht</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Suchen…</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
</context>
<context>
    <name>HelpTables</name>
    <message>
        <source>Loan</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupons</translation>
    </message>
    <message>
        <source>Interest per round</source>
        <translation>Zinsen pro Runde</translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation>Schulden in Runde 1</translation>
    </message>
    <message>
        <source>Debt after the last round</source>
        <translation>Schulden nach der letzten Runde</translation>
    </message>
    <message>
        <source>Interest is {p} % of the loan for every round, the current one included.</source>
        <translation>Die Zinsen betragen {p} % des Darlehens für jede Runde, die aktuelle eingeschlossen.</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Purchase Limit</source>
        <translation>Kauflimit</translation>
    </message>
    <message>
        <source>Purchase Limit (Round Spend board)</source>
        <translation>Kauflimit (Rundenausgaben-Tableau)</translation>
    </message>
    <message>
        <source>{price} for all of them</source>
        <translation>{price} für alle</translation>
    </message>
    <message>
        <source>{first} for the first, + {extra} for each more</source>
        <translation>{first} für die erste, + {extra} für jede weitere</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>In the supply</source>
        <translation>Im Vorrat</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>A capsule measures {size} units and is one story tall.</source>
        <translation>Eine Kapsel misst {size} Einheiten und ist ein Stockwerk hoch.</translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation>Kapseln</translation>
    </message>
    <message>
        <source>no limit; at most {n} per Parcel</source>
        <translation>unbegrenzt; höchstens {n} pro Parzelle</translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation>du erhältst {amount}</translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation>Verkaufsautomat</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Size (units)</source>
        <translation>Größe (Einheiten)</translation>
    </message>
    <message>
        <source>Each Graveyard lowers the Income of every Hotel in its Parcel by {amount}.</source>
        <translation>Jeder Friedhof verringert das Einkommen jedes Hotels in seiner Parzelle um {amount}.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Teile</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Bonus die faces</source>
        <translation>Bonuswürfel-Seiten</translation>
    </message>
    <message>
        <source>Attraction card, side B</source>
        <translation>Attraktionskarte, Seite B</translation>
    </message>
    <message>
        <source>Every face of a die is equally likely; ×2 marks a face printed twice. A pink bar is a Coupon for the Building&apos;s owner; the crossed-out gravestone cancels the Graveyard Deduction in that Parcel for the round.</source>
        <translation>Alle Würfelseiten sind gleich wahrscheinlich; ×2 kennzeichnet eine doppelt aufgedruckte Seite. Ein rosafarbener Balken ist ein Coupon für den Besitzer des Gebäudes; der durchgestrichene Grabstein hebt den Friedhofsabzug in dieser Parzelle für die Runde auf.</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tafel</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Form</translation>
    </message>
    <message numerus="yes">
        <source>The %n starting Parcel(s): squares of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</source>
        <translation>
            <numerusform>Die Startparzelle ist ein Quadrat von {size} Einheiten. Der Stadtplanbogen misst {map} Einheiten; Positionen rasten in einem Raster von {grid} Einheiten ein.</numerusform>
            <numerusform>Die %n Startparzellen sind Quadrate von {size} Einheiten. Der Stadtplanbogen misst {map} Einheiten; Positionen rasten in einem Raster von {grid} Einheiten ein.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rounds that give every player %n Coupon(s)</source>
        <translation>
            <numerusform>Runden mit %n Coupon für jeden Spieler</numerusform>
            <numerusform>Runden mit %n Coupons für jeden Spieler</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Franchise thresholds (%n Coupon(s) to each owner)</source>
        <translation>
            <numerusform>Franchise-Schwellen (%n Coupon für jeden Besitzer)</numerusform>
            <numerusform>Franchise-Schwellen (%n Coupons für jeden Besitzer)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) per new tallest Hotel</source>
        <translation>
            <numerusform>%n Coupon pro neuem höchsten Hotel</numerusform>
            <numerusform>%n Coupons pro neuem höchsten Hotel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) when bought</source>
        <translation>
            <numerusform>%n Coupon beim Kauf</numerusform>
            <numerusform>%n Coupons beim Kauf</numerusform>
        </translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation>Parzellentafeln</translation>
    </message>
    <message>
        <source>Component set: {name}</source>
        <translation>Spielmaterial-Satz: {name}</translation>
    </message>
    <message>
        <source>The tables below show the numbers of this set.</source>
        <translation>Die folgenden Tabellen zeigen die Werte dieses Satzes.</translation>
    </message>
    <message>
        <source>{a} per Hotel + {b} per Parcel with one</source>
        <translation>{a} pro Hotel + {b} pro Parzelle mit einem Hotel</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Value of a Coupon</source>
        <translation>Wert eines Coupons</translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation>Franchise-Einkommen</translation>
    </message>
    <message>
        <source>Lowest Hotel Income</source>
        <translation>Niedrigstes Hoteleinkommen</translation>
    </message>
    <message>
        <source>Highest Hotel Income</source>
        <translation>Höchstes Hoteleinkommen</translation>
    </message>
    <message>
        <source>{amount} per Capsule</source>
        <translation>{amount} pro Kapsel</translation>
    </message>
    <message>
        <source>Tallest Hotel variant</source>
        <translation>Variante Höchstes Hotel</translation>
    </message>
    <message>
        <source>Smallest gap between structures</source>
        <translation>Kleinster Abstand zwischen Bauwerken</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} Einheiten</translation>
    </message>
    <message>
        <source>Numbers of the game</source>
        <translation>Die Zahlen des Spiels</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>no die: {amount} Attraction Income</source>
        <translation>kein Würfel: {amount} Attraktionseinkommen</translation>
    </message>
    <message>
        <source>no die, no Attraction Income</source>
        <translation>kein Würfel, kein Attraktionseinkommen</translation>
    </message>
    <message>
        <source>no Graveyard Deduction in its Parcel</source>
        <translation>kein Friedhofsabzug in seiner Parzelle</translation>
    </message>
    <message>
        <source>rolls as usual; + {amount} for every adjacent Parcel</source>
        <translation>würfelt normal; + {amount} für jede angrenzende Parzelle</translation>
    </message>
    <message>
        <source>the Golden Rule no longer applies in its Parcel</source>
        <translation>die Goldene Regel gilt in seiner Parzelle nicht mehr</translation>
    </message>
</context>
<context>
    <name>HotelBuilderPanel</name>
    <message>
        <source>Capsules left in hand</source>
        <translation>Kapseln auf der Hand</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Stockwerke</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last capsule or the Entrance (Backspace)</source>
        <translation>Letzte Kapsel oder den Eingang zurücknehmen (Rücktaste)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Drehen</translation>
    </message>
    <message>
        <source>Turn the next capsule by 90° (R)</source>
        <translation>Nächste Kapsel um 90° drehen (R)</translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Place the Entrance against a ground-floor capsule (E)</source>
        <translation>Eingang an eine Erdgeschoss-Kapsel setzen (E)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Bestätigen</translation>
    </message>
    <message>
        <source>Build this Hotel (Enter)</source>
        <translation>Dieses Hotel bauen (Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Give up this Hotel; every capsule goes back (Esc)</source>
        <translation>Hotel verwerfen; alle Kapseln gehen zurück (Esc)</translation>
    </message>
    <message>
        <source>Building a {colour} Hotel</source>
        <translation>Neues {colour} Hotel</translation>
    </message>
</context>
<context>
    <name>HotelColour</name>
    <message>
        <source>red</source>
        <translation>rotes</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orangefarbenes</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>gelbes</translation>
    </message>
    <message>
        <source>green</source>
        <translation>grünes</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blaues</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>lila</translation>
    </message>
    <message>
        <source>white</source>
        <translation>weißes</translation>
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
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Income, round {n}</source>
        <translation>Einkommen, Runde {n}</translation>
    </message>
    <message>
        <source>Each Hotel earns Franchise Income + Attraction Income − Graveyard Deduction: at least {floor}, at most {cap} per Capsule.</source>
        <translation>Jedes Hotel erhält Franchise-Einkommen + Attraktionseinkommen − Friedhofsabzug: mindestens {floor}, höchstens {cap} pro Kapsel.</translation>
    </message>
    <message>
        <source>There are no Hotels or Buildings on the Map yet: nobody earns Income this round.</source>
        <translation>Noch stehen keine Hotels oder Gebäude auf dem Stadtplan: In dieser Runde erhält niemand Einkommen.</translation>
    </message>
    <message>
        <source>Income this round</source>
        <translation>Einkommen dieser Runde</translation>
    </message>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Coupon</numerusform>
            <numerusform>+ %n Coupons</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (Space)</source>
        <translation>Überspringen (Leertaste)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
</context>
<context>
    <name>ItemRow</name>
    <message>
        <source>Yen</source>
        <translation>Yen</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupons</translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation>Kapseln</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>New Subdivision of</source>
        <translation>Neue Unterteilung von</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Versprechen</translation>
    </message>
    <message>
        <source>to</source>
        <translation>an</translation>
    </message>
    <message>
        <source>What do you promise?</source>
        <translation>Was versprichst du?</translation>
    </message>
    <message>
        <source>Take this out of the deal</source>
        <translation>Aus der Abmachung entfernen</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>{player} claims starting Parcel {parcel}.</source>
        <translation>{player} beansprucht Startparzelle {parcel}.</translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Runde {round} beginnt.</translation>
    </message>
    <message>
        <source>{player} has chosen a loan.</source>
        <translation>{player} hat ein Darlehen gewählt.</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>Loans revealed: {list}.</source>
        <translation>Darlehen aufgedeckt: {list}.</translation>
    </message>
    <message>
        <source>Game end check: nobody can repay their Debt yet.</source>
        <translation>Prüfung auf Spielende: Noch kann niemand seine Schulden begleichen.</translation>
    </message>
    <message>
        <source>Tie in Yen: {player} drawn first among {players}.</source>
        <translation>Gleichstand an Yen: {player} wird unter {players} zuerst ausgelost.</translation>
    </message>
    <message>
        <source>Purchase/Barter begins. Queue: {queue}. Purchase Limit {limit}.</source>
        <translation>Die Kauf-/Handelsphase beginnt. Warteschlange: {queue}. Kauflimit: {limit}.</translation>
    </message>
    <message>
        <source>Income phase.</source>
        <translation>Einkommensphase.</translation>
    </message>
    <message>
        <source>{player} ran out of time and forfeits the Purchase.</source>
        <translation>{player} hat zu lange gezögert und verwirkt den Kauf.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passt.</translation>
    </message>
    <message>
        <source>{player} places {item} and gains {amount}.</source>
        <translation>{player} platziert {item} und erhält {amount}.</translation>
    </message>
    <message>
        <source>an Entrance: {colour} Hotel {hotel} ({capsules}, {stories}) in {area}</source>
        <translation>einen Eingang: {colour} Hotel {hotel} ({capsules}, {stories}) in {area}</translation>
    </message>
    <message>
        <source>a {building} Building in {area}, with {capsules} on its roof</source>
        <translation>das Gebäude {building} in {area}, auf dem Dach {capsules}</translation>
    </message>
    <message>
        <source>a {building} Building in {area}</source>
        <translation>das Gebäude {building} in {area}</translation>
    </message>
    <message>
        <source>{coupons} for {player}</source>
        <translation>{coupons} für {player}</translation>
    </message>
    <message>
        <source>{player} buys {item} for {price}.</source>
        <translation>{player} kauft {item} für {price}.</translation>
    </message>
    <message>
        <source>Parcel {area} (board {board})</source>
        <translation>die Parzelle {area} (Tafel {board})</translation>
    </message>
    <message>
        <source>a Vending Machine in {area}</source>
        <translation>einen Verkaufsautomaten in {area}</translation>
    </message>
    <message>
        <source>a Graveyard in {area}</source>
        <translation>einen Friedhof in {area}</translation>
    </message>
    <message>
        <source>{player} takes the {building} Attraction card, side {side}.</source>
        <translation>{player} nimmt die Attraktionskarte {building}, Seite {side}.</translation>
    </message>
    <message numerus="yes">
        <source>Coupon round: every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Coupon-Runde: Jeder Spieler nimmt sich %n Coupon.</numerusform>
            <numerusform>Coupon-Runde: Jeder Spieler nimmt sich %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game end check: {players} can repay their whole Debt.</source>
        <translation>
            <numerusform>Prüfung auf Spielende: {players} kann die Gesamtschulden begleichen.</numerusform>
            <numerusform>Prüfung auf Spielende: {players} können ihre Gesamtschulden begleichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} puts a Seal in the queue.</source>
        <translation>{player} legt das Siegel in die Warteschlange.</translation>
    </message>
    <message>
        <source>{player} takes the Seal back from the queue.</source>
        <translation>{player} nimmt das Siegel aus der Warteschlange zurück.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys {item} for {price} (%n Coupon(s)).</source>
        <translation>
            <numerusform>{player} kauft {item} für {price} (%n Coupon).</numerusform>
            <numerusform>{player} kauft {item} für {price} (%n Coupons).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n Coupon(s) from the {building} card.</source>
        <translation>
            <numerusform>{player} nimmt sich %n Coupon von der Karte {building}.</numerusform>
            <numerusform>{player} nimmt sich %n Coupons von der Karte {building}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {player} takes %n Coupon(s).</source>
        <translation>
            <numerusform>Die {colour} Franchise erreicht {amount}: {player} nimmt sich %n Coupon.</numerusform>
            <numerusform>Die {colour} Franchise erreicht {amount}: {player} nimmt sich %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {players} take %n Coupon(s) each.</source>
        <translation>
            <numerusform>Die {colour} Franchise erreicht {amount}: {players} nehmen sich je %n Coupon.</numerusform>
            <numerusform>Die {colour} Franchise erreicht {amount}: {players} nehmen sich je %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds the tallest Hotel ({stories}) and takes %n Coupon(s).</source>
        <translation>
            <numerusform>{player} baut das höchste Hotel ({stories}) und nimmt sich %n Coupon.</numerusform>
            <numerusform>{player} baut das höchste Hotel ({stories}) und nimmt sich %n Coupons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase Limit reached ({spend} of {limit}): no more Purchases this round.</source>
        <translation>Kauflimit erreicht ({spend} von {limit}): In dieser Runde keine Käufe mehr.</translation>
    </message>
    <message>
        <source>{players} open a Barter.</source>
        <translation>{players} beginnen einen Handel.</translation>
    </message>
    <message>
        <source>The Barter between {players} is abandoned.</source>
        <translation>Der Handel zwischen {players} wird abgebrochen.</translation>
    </message>
    <message>
        <source>{player} promises: “{text}”</source>
        <translation>Versprechen von {player}: „{text}“</translation>
    </message>
    <message>
        <source>Barter between {players}: {deal}.</source>
        <translation>Handel zwischen {players}: {deal}.</translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation>den Bereich {area}</translation>
    </message>
    <message>
        <source>new Subdivision {sub} of {parent}</source>
        <translation>die neue Unterteilung {sub} von {parent}</translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation>{giver} gibt {receiver} {what}</translation>
    </message>
    <message>
        <source>no Graveyard Deduction</source>
        <translation>kein Friedhofsabzug</translation>
    </message>
    <message>
        <source>{building} {id} in {parcel} rolls: {result}.</source>
        <translation>{building} {id} in Parzelle {parcel} würfelt: {result}.</translation>
    </message>
    <message>
        <source>Income for round {round}: {list}.</source>
        <translation>Einkommen für Runde {round}: {list}.</translation>
    </message>
    <message>
        <source>Game over in round {round}: a player can repay their Debt.</source>
        <translation>Spielende in Runde {round}: Ein Spieler kann seine Schulden begleichen.</translation>
    </message>
    <message>
        <source>Game over after round {round}.</source>
        <translation>Spielende nach Runde {round}.</translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): {players}.</source>
        <translation>
            <numerusform>Es gewinnt {players}.</numerusform>
            <numerusform>Es gewinnen {players}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoanCard</name>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Coupon</numerusform>
            <numerusform>+ %n Coupons</numerusform>
        </translation>
    </message>
    <message>
        <source>Interest {interest} each round</source>
        <translation>Zinsen {interest} pro Runde</translation>
    </message>
    <message>
        <source>Debt in round 1: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation>Schulden in Runde 1: &lt;b&gt;{debt}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Debt after round {n}: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation>Schulden nach Runde {n}: &lt;b&gt;{debt}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Debt round by round</source>
        <translation>Schulden Runde für Runde</translation>
    </message>
    <message>
        <source>Loan of {amount}</source>
        <translation>Darlehen über {amount}</translation>
    </message>
</context>
<context>
    <name>LoanHandoff</name>
    <message>
        <source>The loan could not be taken: the game has moved on.</source>
        <translation>Das Darlehen konnte nicht aufgenommen werden: Das Spiel ist schon weiter.</translation>
    </message>
    <message>
        <source>{name}&apos;s choice is made and hidden.</source>
        <translation>Die Wahl von {name} ist getroffen und verdeckt.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupons</translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation>Schulden in Runde 1</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Gib den Computer an {name} weiter</translation>
    </message>
    <message>
        <source>{name} chooses a loan in secret. Everyone else, please look away until the screen is hidden again.</source>
        <translation>{name} wählt geheim ein Darlehen. Alle anderen schauen bitte weg, bis der Bildschirm wieder verdeckt ist.</translation>
    </message>
    <message>
        <source>I am {name}: show my loan options</source>
        <translation>Ich bin {name}: Darlehen anzeigen</translation>
    </message>
    <message>
        <source>{name}, choose your loan</source>
        <translation>{name}, wähle dein Darlehen</translation>
    </message>
    <message>
        <source>Your Debt is the loan plus {percent} % of it for every round played so far. The game ends when someone can repay their whole Debt, or after round {rounds}. Coupons never repay Debt.</source>
        <translation>Deine Schulden sind das Darlehen plus {percent} % davon für jede bisher gespielte Runde. Das Spiel endet, sobald jemand seine gesamten Schulden begleichen kann, spätestens nach Runde {rounds}. Coupons begleichen nie Schulden.</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Verdecken</translation>
    </message>
    <message>
        <source>Confirm and hide</source>
        <translation>Bestätigen und verdecken</translation>
    </message>
    <message>
        <source>Everyone has chosen</source>
        <translation>Alle haben gewählt</translation>
    </message>
    <message>
        <source>Gather round: the loans are revealed together.</source>
        <translation>Alle zusammenkommen: Die Darlehen werden gemeinsam aufgedeckt.</translation>
    </message>
    <message>
        <source>Reveal the loans</source>
        <translation>Darlehen aufdecken</translation>
    </message>
    <message>
        <source>The loans</source>
        <translation>Die Darlehen</translation>
    </message>
    <message numerus="yes">
        <source>A loan of {amount} also brings %n Coupon(s).</source>
        <translation>
            <numerusform>Ein Darlehen über {amount} bringt zusätzlich %n Coupon.</numerusform>
            <numerusform>Ein Darlehen über {amount} bringt zusätzlich %n Coupons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player starts the game with their loan in Yen.</source>
        <translation>Jeder Spieler beginnt das Spiel mit seinem Darlehen in Yen.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Losspielen</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Purchase Limit reached ({spend} of {limit})! No more Purchases this round; open Barters may finish.</source>
        <translation>Kauflimit erreicht ({spend} von {limit})! In dieser Runde keine Käufe mehr; laufende Handelstransaktionen dürfen noch abgeschlossen werden.</translation>
    </message>
    <message>
        <source>{player}: {reason}</source>
        <translation>{player}: {reason}</translation>
    </message>
    <message>
        <source>The autosave could not be written: {reason}</source>
        <translation>Die automatische Sicherung konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <source>The unfinished game from last time was kept as {file} in {folder}: open it with File ▸ Open game to go on with it.</source>
        <translation>Das nicht beendete Spiel vom letzten Mal wurde als {file} in {folder} aufbewahrt: Öffne es mit Datei ▸ Spiel öffnen, um es fortzusetzen.</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept under another name ({reason}), so this game is not autosaved over it: save it with File ▸ Save.</source>
        <translation>Das nicht beendete Spiel vom letzten Mal konnte nicht unter einem anderen Namen aufbewahrt werden ({reason}). Damit es erhalten bleibt, wird dieses Spiel nicht automatisch gesichert: Speichere es mit Datei ▸ Speichern.</translation>
    </message>
    <message>
        <source>{player} took too long and forfeits the Purchase.</source>
        <translation>{player} hat zu lange gezögert und verwirkt den Kauf.</translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation>{player}: Klicke auf eine freie Startparzelle auf dem Stadtplan, um sie zu beanspruchen.</translation>
    </message>
    <message>
        <source>Purchase Limit reached: no more Purchases. Open Barters may finish, then Income.</source>
        <translation>Kauflimit erreicht: keine Käufe mehr. Laufende Handelstransaktionen dürfen noch abgeschlossen werden, dann folgt das Einkommen.</translation>
    </message>
    <message numerus="yes">
        <source>Game over. Winner(s): {players}. File ▸ New game to play again.</source>
        <translation>
            <numerusform>Spielende. Es gewinnt {players}. Datei ▸ Neues Spiel, um noch einmal zu spielen.</numerusform>
            <numerusform>Spielende. Es gewinnen {players}. Datei ▸ Neues Spiel, um noch einmal zu spielen.</numerusform>
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
        <translation>{title} — Runde {round}, {phase}</translation>
    </message>
    <message>
        <source>There is nothing to undo yet.</source>
        <translation>Es gibt noch nichts zurückzunehmen.</translation>
    </message>
    <message>
        <source>Dice were rolled or a draw was made since the last action: it cannot be undone.</source>
        <translation>Seit der letzten Aktion wurde gewürfelt oder ausgelost: Sie lässt sich nicht mehr zurücknehmen.</translation>
    </message>
    <message>
        <source>The last action was {player}&apos;s, a bot: only a person&apos;s own last action can be taken back.</source>
        <translation>Die letzte Aktion stammt von {player}, einem Bot: Zurücknehmen kann man nur die eigene letzte Aktion.</translation>
    </message>
    <message>
        <source>{player}&apos;s last action began a new phase or round, reached the Purchase Limit or ended the game: it cannot be undone.</source>
        <translation>Die letzte Aktion von {player} hat eine neue Phase oder Runde begonnen, das Kauflimit erreicht oder das Spiel beendet: Sie lässt sich nicht zurücknehmen.</translation>
    </message>
    <message>
        <source>Only the player who took the last action may undo it, and not after dice or a draw.</source>
        <translation>Nur wer die letzte Aktion ausgeführt hat, darf sie zurücknehmen, und nicht nach einem Wurf oder einer Auslosung.</translation>
    </message>
    <message>
        <source>{name}&apos;s bot ran into an error in the program: it passes when it cannot choose.</source>
        <translation>Der Bot von {name} ist auf einen Programmfehler gestoßen: Wo er nicht wählen kann, passt er.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} could not be loaded ({detail}); a normal bot plays for {name}.</source>
        <translation>Das Bot-Plug-in {file} konnte nicht geladen werden ({detail}); ein normaler Bot spielt für {name}.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} stopped with an error ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>Das Bot-Plug-in {file} ist mit einem Fehler abgebrochen ({detail}); ab jetzt spielt ein normaler Bot für {name}.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} chose a move the rules refuse ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>Das Bot-Plug-in {file} hat einen Zug gewählt, den die Regeln nicht erlauben ({detail}); ab jetzt spielt ein normaler Bot für {name}.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} gave an answer that is not a move ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>Das Bot-Plug-in {file} hat etwas geantwortet, das kein Zug ist ({detail}); ab jetzt spielt ein normaler Bot für {name}.</translation>
    </message>
    <message>
        <source>This language is not available in this build.</source>
        <translation>Diese Sprache ist in dieser Version nicht verfügbar.</translation>
    </message>
    <message>
        <source>F1: rules and help · each seat&apos;s keys are on its Player Ledger</source>
        <translation>F1: Regeln und Hilfe · die Tasten jedes Platzes stehen auf seinem Spielerbuch</translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>Build a {colour} Hotel: click your Land to lay capsules, click a capsule to stack one on it, E for the Entrance, Enter to build. R turns the capsule, Esc cancels.</source>
        <translation>Baue ein {colour} Hotel: Klicke auf dein Land, um Kapseln zu legen, auf eine Kapsel, um eine daraufzustapeln, E für den Eingang, Enter zum Bauen. R dreht die Kapsel, Esc bricht ab.</translation>
    </message>
    <message>
        <source>No {colour} capsules left in hand.</source>
        <translation>Keine {colour} Kapsel mehr auf der Hand.</translation>
    </message>
    <message>
        <source>Click your Land to lay the first ground-floor capsule.</source>
        <translation>Klicke auf dein Land, um die erste Erdgeschoss-Kapsel zu legen.</translation>
    </message>
    <message>
        <source>Now place the Entrance (E) against a ground-floor capsule.</source>
        <translation>Setze jetzt den Eingang (E) an eine Erdgeschoss-Kapsel.</translation>
    </message>
    <message>
        <source>Ready: press Enter or Confirm to build it for {price}.</source>
        <translation>Fertig: Drücke Enter oder „Bestätigen“, um es für {price} zu bauen.</translation>
    </message>
    <message>
        <source>Draw the Subdivision inside {area}: press, draw its outline, release.</source>
        <extracomment>A stroke filling this much of its bounding box is taken for a rectangle. How far (map units) simplification may move the line.</extracomment>
        <translation>Zeichne die Unterteilung in {area}: drücken, Umriss zeichnen, loslassen.</translation>
    </message>
    <message>
        <source>Draw the Subdivision inside your own Land: press, draw its outline, release.</source>
        <translation>Zeichne die Unterteilung in dein eigenes Land: drücken, Umriss zeichnen, loslassen.</translation>
    </message>
    <message>
        <source>Start drawing inside your own Land.</source>
        <translation>Beginne innerhalb deines eigenen Landes zu zeichnen.</translation>
    </message>
    <message>
        <source>Draw a larger closed shape.</source>
        <translation>Zeichne eine größere geschlossene Form.</translation>
    </message>
    <message>
        <source>Subdivision of {area}, holding {pieces}</source>
        <translation>Unterteilung von {area} mit {pieces}</translation>
    </message>
    <message>
        <source>Subdivision of {area}, empty</source>
        <translation>Unterteilung von {area}, leer</translation>
    </message>
    <message>
        <source>Click one of your areas of Land. Esc cancels.</source>
        <translation>Klicke auf einen deiner Landbereiche. Esc bricht ab.</translation>
    </message>
    <message>
        <source>{area} belongs to {player}</source>
        <translation>{area} gehört {player}</translation>
    </message>
    <message>
        <source>Move {board} next to a claimed Parcel and drop it to buy it. R or the right button rotates it, Esc puts it back.</source>
        <translation>Schiebe {board} neben eine beanspruchte Parzelle und lass sie los, um sie zu kaufen. R oder die rechte Maustaste dreht sie, Esc legt sie zurück.</translation>
    </message>
    <message>
        <source>{board} · {price}</source>
        <translation>{board} · {price}</translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. R turns it, Esc cancels.</source>
        <translation>{piece}: auf dein Land setzen und klicken. R dreht, Esc bricht ab.</translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. Esc cancels.</source>
        <translation>{piece}: auf dein Land setzen und klicken. Esc bricht ab.</translation>
    </message>
    <message>
        <source>{piece} · {price}</source>
        <translation>{piece} · {price}</translation>
    </message>
    <message>
        <source>a Vending Machine</source>
        <translation>Verkaufsautomat</translation>
    </message>
    <message>
        <source>a Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Besitzer: {player}</translation>
    </message>
    <message>
        <source>Hotel {id}</source>
        <translation>Hotel {id}</translation>
    </message>
    <message>
        <source>Vending Machine {id}</source>
        <translation>Verkaufsautomat {id}</translation>
    </message>
    <message>
        <source>Graveyard {id}</source>
        <translation>Friedhof {id}</translation>
    </message>
    <message>
        <source>Starting Parcel {id}</source>
        <translation>Startparzelle {id}</translation>
    </message>
    <message>
        <source>Parcel {id} (board {board})</source>
        <translation>Parzelle {id} (Tafel {board})</translation>
    </message>
    <message>
        <source>Subdivision {id} of {parent}</source>
        <translation>Unterteilung {id} von {parent}</translation>
    </message>
    <message>
        <source>Outlined by {player}</source>
        <translation>Umrandet von {player}</translation>
    </message>
    <message>
        <source>Holds: {pieces}</source>
        <translation>Enthält: {pieces}</translation>
    </message>
    <message>
        <source>Nothing stands here yet.</source>
        <translation>Hier steht noch nichts.</translation>
    </message>
    <message>
        <source>Subdivisions: {ids}</source>
        <translation>Unterteilungen: {ids}</translation>
    </message>
    <message>
        <source>Golden Rule — Hotels: {hotels}; Vending Machines and Graveyards: {support}</source>
        <translation>Goldene Regel – Hotels: {hotels}; Verkaufsautomaten und Friedhöfe: {support}</translation>
    </message>
    <message>
        <source>No Income yet.</source>
        <translation>Noch kein Einkommen.</translation>
    </message>
    <message>
        <source>Income in round {round}: {amount}</source>
        <translation>Einkommen in Runde {round}: {amount}</translation>
    </message>
    <message>
        <source>Franchise {franchise} + Attraction {attraction} − Graveyards {graveyard}</source>
        <translation>Franchise {franchise} + Attraktion {attraction} − Friedhöfe {graveyard}</translation>
    </message>
    <message>
        <source>raised to the floor of {amount}</source>
        <translation>auf das Minimum von {amount} angehoben</translation>
    </message>
    <message>
        <source>capped at {amount}</source>
        <translation>begrenzt auf {amount}</translation>
    </message>
    <message>
        <source>in {area}</source>
        <translation>in {area}</translation>
    </message>
    <message>
        <source>{capsules}, {stories}</source>
        <translation>{capsules}, {stories}</translation>
    </message>
    <message>
        <source>Attraction card side {side}</source>
        <translation>Attraktionskarte Seite {side}</translation>
    </message>
    <message>
        <source>On its roof: Hotel {id}, {capsules}</source>
        <translation>Auf dem Dach: Hotel {id}, {capsules}</translation>
    </message>
    <message>
        <source>Every Hotel in Parcel {parcel} earns {amount} less</source>
        <translation>Jedes Hotel in Parzelle {parcel} erhält {amount} weniger</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Isometric</source>
        <translation>Isometrisch</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Draufsicht</translation>
    </message>
    <message>
        <source>Switch between the plan and the isometric view (I)</source>
        <translation>Zwischen Draufsicht und isometrischer Ansicht wechseln (I)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Einpassen</translation>
    </message>
    <message>
        <source>Show the whole Map (F)</source>
        <translation>Ganzen Stadtplan zeigen (F)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Jeder Spieler braucht einen Namen.</translation>
    </message>
    <message>
        <source>Two players have the same Seal: each Seal may be chosen once.</source>
        <translation>Zwei Spieler haben dasselbe Siegel: Jedes Siegel darf nur einmal gewählt werden.</translation>
    </message>
    <message>
        <source>Two players have the same pen colour: each needs their own.</source>
        <translation>Zwei Spieler haben dieselbe Stiftfarbe: Jeder braucht eine eigene.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Who is playing? Everyone sits at this computer; bots play on their own.</source>
        <translation>Wer spielt mit? Alle sitzen an diesem Computer; Bots spielen selbstständig.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Spieler:</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>Attraction cards:</source>
        <translation>Attraktionskarten:</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Ohne</translation>
    </message>
    <message>
        <source>Side A or B, chosen at each Purchase</source>
        <translation>Seite A oder B, bei jedem Kauf gewählt</translation>
    </message>
    <message>
        <source>Side B for every card</source>
        <translation>Seite B für alle Karten</translation>
    </message>
    <message numerus="yes">
        <source>Tallest Hotel: %n Coupon(s) for each new tallest Hotel</source>
        <translation>
            <numerusform>Höchstes Hotel: %n Coupon für jedes neue höchste Hotel</numerusform>
            <numerusform>Höchstes Hotel: %n Coupons für jedes neue höchste Hotel</numerusform>
        </translation>
    </message>
    <message>
        <source>Components:</source>
        <translation>Spielmaterial:</translation>
    </message>
    <message>
        <source>Relaxed mode</source>
        <translation>Entspannter Modus</translation>
    </message>
    <message>
        <source>No countdown when a Seal reaches the front of the queue: good for a first game.</source>
        <translation>Kein Countdown, wenn ein Siegel vorne in der Warteschlange ankommt: ideal für das erste Spiel.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Startwert:</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice</source>
        <translation>Gleicher Startwert und gleiche Züge ergeben die gleichen Würfe</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Neuer Startwert</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Spiel starten</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>{player} proposes a deal.</source>
        <translation>{player} schlägt eine Abmachung vor.</translation>
    </message>
    <message>
        <source>For {player}: accept or decline (the game goes on meanwhile).</source>
        <translation>Für {player}: Annehmen oder ablehnen (das Spiel läuft weiter).</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Annehmen</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Ablehnen</translation>
    </message>
    <message>
        <source>Make the deal now: the Barter is settled at once.</source>
        <translation>Die Abmachung jetzt schließen: Der Handel wird sofort abgewickelt.</translation>
    </message>
    <message>
        <source>Say no; the bot will be told.</source>
        <translation>Ablehnen: Der Bot erfährt es.</translation>
    </message>
</context>
<context>
    <name>ParcelCard</name>
    <message>
        <source>Parcel {id}</source>
        <translation>Parzelle {id}</translation>
    </message>
    <message>
        <source>{building} {id}</source>
        <translation>{building} {id}</translation>
    </message>
    <message>
        <source>+ {amount} from the Park next door (side B)</source>
        <translation>+ {amount} vom benachbarten Park (Seite B)</translation>
    </message>
    <message>
        <source>Attraction Income for every Hotel here: {amount}</source>
        <translation>Attraktionseinkommen für jedes Hotel hier: {amount}</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Besitzer</translation>
    </message>
    <message>
        <source>Franchise</source>
        <translation>Franchise</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Attraktion</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>raised to the minimum of {floor}</source>
        <translation>auf das Minimum von {floor} angehoben</translation>
    </message>
    <message numerus="yes">
        <source>capped at {cap} ({per} × %n Capsule(s))</source>
        <translation>
            <numerusform>begrenzt auf {cap} ({per} × %n Kapsel)</numerusform>
            <numerusform>begrenzt auf {cap} ({per} × %n Kapseln)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) for {name}</source>
        <translation>
            <numerusform>%n Coupon für {name}</numerusform>
            <numerusform>%n Coupons für {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Graveyard Deduction: − {amount} (%n Graveyard(s) × {each})</source>
        <translation>
            <numerusform>Friedhofsabzug: − {amount} (%n Friedhof × {each})</numerusform>
            <numerusform>Friedhofsabzug: − {amount} (%n Friedhöfe × {each})</numerusform>
        </translation>
    </message>
    <message>
        <source>{amount}, fixed (side B)</source>
        <translation>feste {amount} (Seite B)</translation>
    </message>
    <message>
        <source>Graveyards do not count</source>
        <translation>Friedhöfe zählen nicht</translation>
    </message>
    <message>
        <source>No-Graveyard face</source>
        <translation>Kein-Friedhof-Seite</translation>
    </message>
    <message>
        <source>No Graveyards in this Parcel.</source>
        <translation>Keine Friedhöfe in dieser Parzelle.</translation>
    </message>
    <message>
        <source>No Graveyard Deduction this round: the {building} rolled the No-Graveyard face.</source>
        <translation>Kein Friedhofsabzug in dieser Runde: Der Würfel von {building} zeigt die Kein-Friedhof-Seite.</translation>
    </message>
    <message>
        <source>No Graveyard Deduction: the {building} (side B) cancels it.</source>
        <translation>Kein Friedhofsabzug: aufgehoben durch {building} (Seite B).</translation>
    </message>
</context>
<context>
    <name>PartyColumn</name>
    <message>
        <source>{name} is a computer player and politely declines: bots cannot barter yet.</source>
        <translation>{name} ist ein Computerspieler und lehnt höflich ab: Bots können noch nicht handeln.</translation>
    </message>
    <message>
        <source>{name} (a computer player) answers once the deal follows the rules.</source>
        <translation>{name} (Computerspieler) antwortet, sobald die Abmachung den Regeln entspricht.</translation>
    </message>
    <message>
        <source>{name} accepts this deal.</source>
        <translation>{name} nimmt diese Abmachung an.</translation>
    </message>
    <message>
        <source>{name} declines this deal.</source>
        <translation>{name} lehnt diese Abmachung ab.</translation>
    </message>
    <message>
        <source>{name} accepts</source>
        <translation>{name} stimmt zu</translation>
    </message>
    <message>
        <source>{name} gives:</source>
        <translation>{name} gibt:</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>noch nichts</translation>
    </message>
    <message>
        <source>+ Yen</source>
        <translation>+ Yen</translation>
    </message>
    <message>
        <source>+ Coupons</source>
        <translation>+ Coupons</translation>
    </message>
    <message>
        <source>+ Capsules</source>
        <translation>+ Kapseln</translation>
    </message>
    <message>
        <source>+ Area…</source>
        <translation>+ Bereich…</translation>
    </message>
    <message>
        <source>+ Subdivision…</source>
        <translation>+ Unterteilung…</translation>
    </message>
    <message>
        <source>+ Promise</source>
        <translation>+ Versprechen</translation>
    </message>
    <message>
        <source>Give Yen</source>
        <translation>Yen geben</translation>
    </message>
    <message>
        <source>Give Coupons</source>
        <translation>Coupons geben</translation>
    </message>
    <message>
        <source>Give Capsules from your hand</source>
        <translation>Kapseln von deiner Hand geben</translation>
    </message>
    <message>
        <source>Give a whole area of Land: click it on the Map</source>
        <translation>Einen ganzen Landbereich geben: Klicke ihn auf dem Stadtplan an</translation>
    </message>
    <message>
        <source>Cut a new Subdivision out of your Land: draw it on the Map</source>
        <translation>Eine neue Unterteilung aus deinem Land abtrennen: Zeichne sie auf dem Stadtplan</translation>
    </message>
    <message>
        <source>Promise something (promises are not enforced)</source>
        <translation>Etwas versprechen (Versprechen sind nicht bindend)</translation>
    </message>
</context>
<context>
    <name>PlayerLedger</name>
    <message>
        <source>Click to show the loan, the Attraction cards and the Income of each round; click again to fold them.</source>
        <translation>Klicken, um Darlehen, Attraktionskarten und das Einkommen jeder Runde zu zeigen; erneut klicken, um sie einzuklappen.</translation>
    </message>
    <message>
        <source>Keys: {queue} queue · {passkey} pass</source>
        <translation>{queue}:&#xa0;Warteschlange · {passkey}:&#xa0;Passen</translation>
    </message>
    <message>
        <source>{loan} +{interest}/round</source>
        <translation>{loan} +{interest}/Runde</translation>
    </message>
    <message>
        <source>No capsules in hand</source>
        <translation>Keine Kapseln auf der Hand</translation>
    </message>
    <message>
        <source>{building} (side {side})</source>
        <translation>{building} (Seite {side})</translation>
    </message>
    <message>
        <source>Attraction cards: {cards}</source>
        <translation>Attraktionskarten: {cards}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <source>Buying now</source>
        <translation>Kauft gerade</translation>
    </message>
    <message>
        <source>Queue #{n}</source>
        <translation>{n}. in der Warteschlange</translation>
    </message>
    <message>
        <source>Bartering</source>
        <translation>Handelt</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>{player}&apos;s Seal: {design}. Hollow once they have passed.</source>
        <translation>Siegel von {player}: {design}. Nach dem Passen nur als Umriss.</translation>
    </message>
    <message>
        <source>The queue key puts this Seal in the queue or takes it back; the pass key passes for the round. They work whatever has the focus.</source>
        <translation>Die Warteschlangen-Taste legt dieses Siegel in die Warteschlange oder nimmt es zurück; die Passen-Taste passt für die Runde. Beide wirken unabhängig vom Fokus.</translation>
    </message>
    <message>
        <source>The starting loan and its interest, added to the Debt every round.</source>
        <translation>Das Anfangsdarlehen und seine Zinsen, die jede Runde zu den Schulden hinzukommen.</translation>
    </message>
    <message>
        <source>Debt = starting loan + interest × current round. Repay it all in a Loans phase to end the game.</source>
        <translation>Schulden = Anfangsdarlehen + Zinsen × aktuelle Runde. Begleiche sie in einer Darlehensphase vollständig, um das Spiel zu beenden.</translation>
    </message>
    <message>
        <source>Yen on the Player Ledger (Coupons do not count).</source>
        <translation>Yen auf dem Spielerbuch (Coupons zählen nicht).</translation>
    </message>
    <message>
        <source>Coupons: worth {value} each in a Purchase; they cannot repay Debt.</source>
        <translation>Coupons: bei einem Kauf je {value} wert; sie begleichen keine Schulden.</translation>
    </message>
    <message>
        <source>Income received at the end of each round.</source>
        <translation>Einkommen am Ende jeder Runde.</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Debt this round</source>
        <translation>Schulden jetzt</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Schulden</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>Yen</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupons</translation>
    </message>
    <message>
        <source>Income per round (円)</source>
        <translation>Einkommen pro Runde (円)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>Datei&amp;name:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>Datei&amp;typ:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation>Das ist in dieser Phase nicht möglich.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to claim a starting Parcel.</source>
        <translation>Ein anderer Spieler ist an der Reihe, eine Startparzelle zu beanspruchen.</translation>
    </message>
    <message>
        <source>There is no such starting Parcel.</source>
        <translation>Diese Startparzelle gibt es nicht.</translation>
    </message>
    <message>
        <source>That starting Parcel is already claimed.</source>
        <translation>Diese Startparzelle ist bereits beansprucht.</translation>
    </message>
    <message>
        <source>A loan is taken only once, in round 1.</source>
        <translation>Ein Darlehen wird nur einmal aufgenommen, in Runde 1.</translation>
    </message>
    <message>
        <source>That loan amount is not on the Player Ledger.</source>
        <translation>Diese Darlehenssumme steht nicht auf dem Spielerbuch.</translation>
    </message>
    <message>
        <source>This player has passed for the round.</source>
        <translation>Dieser Spieler hat für diese Runde gepasst.</translation>
    </message>
    <message>
        <source>The Purchase Limit has been reached: no more Purchases or new Barters this round.</source>
        <translation>Das Kauflimit ist erreicht: In dieser Runde keine Käufe und keine neuen Handel mehr.</translation>
    </message>
    <message>
        <source>The Seal is already in the queue: take it back first.</source>
        <translation>Das Siegel liegt schon in der Warteschlange: Nimm es zuerst zurück.</translation>
    </message>
    <message>
        <source>This player is in an open Barter: finish or abandon it first.</source>
        <translation>Dieser Spieler steckt in einem laufenden Handel: Schließ ihn zuerst ab oder brich ihn ab.</translation>
    </message>
    <message>
        <source>The Seal is not in the queue.</source>
        <translation>Das Siegel liegt nicht in der Warteschlange.</translation>
    </message>
    <message>
        <source>Only the Seal at the front of the queue may make a Purchase.</source>
        <translation>Nur das vorderste Siegel der Warteschlange darf einen Kauf tätigen.</translation>
    </message>
    <message>
        <source>That action is malformed.</source>
        <translation>Diese Aktion ist fehlerhaft.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Diesen Spieler gibt es nicht.</translation>
    </message>
    <message>
        <source>Coupons cannot pay more than the price.</source>
        <translation>Mit Coupons kann nicht mehr als der Preis bezahlt werden.</translation>
    </message>
    <message>
        <source>There is no such capsule colour.</source>
        <translation>Diese Kapselfarbe gibt es nicht.</translation>
    </message>
    <message>
        <source>Sold out.</source>
        <translation>Ausverkauft.</translation>
    </message>
    <message>
        <source>Choose at least one capsule.</source>
        <translation>Wähle mindestens eine Kapsel.</translation>
    </message>
    <message>
        <source>That side of the Attraction card is not available in this game.</source>
        <translation>Diese Seite der Attraktionskarte ist in diesem Spiel nicht verfügbar.</translation>
    </message>
    <message>
        <source>Every Sweets Buffet uses the side chosen for the first one.</source>
        <translation>Jedes Sweets Buffet verwendet die Seite, die für das erste gewählt wurde.</translation>
    </message>
    <message>
        <source>Choose side A or side B of the Attraction card.</source>
        <translation>Wähle Seite A oder Seite B der Attraktionskarte.</translation>
    </message>
    <message>
        <source>There is no such Building.</source>
        <translation>Dieses Gebäude gibt es nicht.</translation>
    </message>
    <message>
        <source>Only a Coin Laundry takes capsules on its roof, at most two.</source>
        <translation>Nur eine Coin Laundry trägt Kapseln auf dem Dach, höchstens zwei.</translation>
    </message>
    <message>
        <source>There is no such Land Parcel board.</source>
        <translation>Diese Parzellentafel gibt es nicht.</translation>
    </message>
    <message>
        <source>That rotation is not allowed for this piece.</source>
        <translation>Diese Drehung ist für dieses Teil nicht erlaubt.</translation>
    </message>
    <message>
        <source>Positions must lie on the half-unit grid.</source>
        <translation>Positionen müssen auf dem Raster aus halben Einheiten liegen.</translation>
    </message>
    <message>
        <source>It must lie wholly on the Map.</source>
        <translation>Es muss vollständig auf dem Stadtplan liegen.</translation>
    </message>
    <message>
        <source>It overlaps something already there.</source>
        <translation>Es überlappt etwas, das bereits dort liegt.</translation>
    </message>
    <message>
        <source>A new Parcel must share part of a side with a claimed Parcel.</source>
        <translation>Eine neue Parzelle muss einen Teil einer Seite mit einer beanspruchten Parzelle gemeinsam haben.</translation>
    </message>
    <message>
        <source>It must stand wholly within Land you own.</source>
        <translation>Es muss vollständig auf deinem eigenen Land stehen.</translation>
    </message>
    <message>
        <source>It crosses the outline of another area.</source>
        <translation>Es kreuzt den Umriss eines anderen Bereichs.</translation>
    </message>
    <message>
        <source>Leave a visible gap between structures.</source>
        <translation>Lass einen sichtbaren Abstand zwischen Bauwerken.</translation>
    </message>
    <message>
        <source>Golden Rule: this area would have more Hotels ({hotels}) than Vending Machines and Graveyards ({support}).</source>
        <translation>Goldene Regel: Dieser Bereich hätte mehr Hotels ({hotels}) als Verkaufsautomaten und Friedhöfe ({support}).</translation>
    </message>
    <message>
        <source>A Hotel needs at least one capsule.</source>
        <translation>Ein Hotel braucht mindestens eine Kapsel.</translation>
    </message>
    <message>
        <source>That story does not exist.</source>
        <translation>Dieses Stockwerk gibt es nicht.</translation>
    </message>
    <message>
        <source>Every capsule above the ground floor must rest wholly on capsules below it.</source>
        <translation>Jede Kapsel über dem Erdgeschoss muss vollständig auf Kapseln darunter liegen.</translation>
    </message>
    <message>
        <source>The ground-floor capsules must form one group joined by their sides.</source>
        <translation>Die Erdgeschoss-Kapseln müssen eine zusammenhängende, über ihre Seiten verbundene Gruppe bilden.</translation>
    </message>
    <message>
        <source>Not enough Coupons (needed: {need}; available: {have}).</source>
        <translation>Nicht genug Coupons (nötig: {need}; vorhanden: {have}).</translation>
    </message>
    <message>
        <source>Not enough Yen (needed: {need}; available: {have}).</source>
        <translation>Nicht genug Yen (nötig: {need}; vorhanden: {have}).</translation>
    </message>
    <message>
        <source>Not enough capsules of that colour in hand (needed: {need}; in hand: {have}).</source>
        <translation>Nicht genug Kapseln dieser Farbe auf der Hand (nötig: {need}; auf der Hand: {have}).</translation>
    </message>
    <message>
        <source>This Parcel already holds the most Graveyards allowed ({limit}).</source>
        <translation>Diese Parzelle hat bereits die höchstens erlaubte Zahl an Friedhöfen ({limit}).</translation>
    </message>
    <message>
        <source>Too many stories: a Hotel needs at least as many ground-floor capsules as it has stories ({stories}); only a single pink stack of 4 or more stories is exempt.</source>
        <translation>Zu viele Stockwerke: Ein Hotel braucht mindestens so viele Erdgeschoss-Kapseln, wie es Stockwerke hat ({stories}); ausgenommen ist nur ein einzelner rosa Stapel ab 4 Stockwerken.</translation>
    </message>
    <message>
        <source>The Entrance must touch the side of a ground-floor capsule.</source>
        <translation>Der Eingang muss die Seite einer Erdgeschoss-Kapsel berühren.</translation>
    </message>
    <message>
        <source>There is no such area of Land.</source>
        <translation>Diesen Landbereich gibt es nicht.</translation>
    </message>
    <message>
        <source>The outline must be a simple closed shape with some area.</source>
        <translation>Der Umriss muss eine einfache geschlossene Form mit einer Fläche sein.</translation>
    </message>
    <message>
        <source>The outline would cut through a structure.</source>
        <translation>Der Umriss würde ein Bauwerk durchschneiden.</translation>
    </message>
    <message>
        <source>A Barter needs two or more different players.</source>
        <translation>Ein Handel braucht mindestens zwei verschiedene Spieler.</translation>
    </message>
    <message>
        <source>That Barter is not open.</source>
        <translation>Dieser Handel läuft nicht.</translation>
    </message>
    <message>
        <source>Every item must pass between two different parties of the Barter.</source>
        <translation>Jedes Objekt muss zwischen zwei verschiedenen Parteien des Handels wechseln.</translation>
    </message>
    <message>
        <source>Amounts must be more than zero.</source>
        <translation>Beträge müssen größer als null sein.</translation>
    </message>
    <message>
        <source>A promise needs some text (at most {most} characters).</source>
        <translation>Ein Versprechen braucht einen Text (höchstens {most} Zeichen).</translation>
    </message>
    <message>
        <source>Every party of a Barter must offer something.</source>
        <translation>Jede Partei eines Handels muss etwas anbieten.</translation>
    </message>
    <message>
        <source>The record&apos;s dice or draw does not fit this point of the game.</source>
        <translation>Die Würfe oder Auslosungen im Protokoll passen nicht zu diesem Spielstand.</translation>
    </message>
    <message>
        <source>The record ends with dice or draws that were never used.</source>
        <translation>Das Protokoll endet mit Würfen oder Auslosungen, die nie verwendet wurden.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (it may be cut short or damaged).</source>
        <translation>Die Datei ist kein gültiges JSON (sie ist vielleicht abgeschnitten oder beschädigt).</translation>
    </message>
    <message>
        <source>The file is not a Tokyo Capsule Hotel game record.</source>
        <translation>Die Datei ist kein Spielprotokoll von Tokyo Capsule Hotel.</translation>
    </message>
    <message>
        <source>The record was written by a version of the game this one cannot read.</source>
        <translation>Das Protokoll stammt von einer Spielversion, die diese Version nicht lesen kann.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Die Datei existiert nicht.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Die Datei ist leer.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Die Datei ist kein Text (UTF-8).</translation>
    </message>
    <message>
        <source>The file is far too large to be a game record.</source>
        <translation>Die Datei ist viel zu groß für ein Spielprotokoll.</translation>
    </message>
    <message>
        <source>This is not a file but a folder or a device.</source>
        <translation>Das ist keine Datei, sondern ein Ordner oder ein Gerät.</translation>
    </message>
    <message>
        <source>The file nests lists and objects far deeper than a game record does.</source>
        <translation>Die Datei verschachtelt Listen und Objekte viel tiefer als ein Spielprotokoll.</translation>
    </message>
    <message>
        <source>The file holds a number far too large for a game record.</source>
        <translation>Die Datei enthält eine Zahl, die für ein Spielprotokoll viel zu groß ist.</translation>
    </message>
    <message>
        <source>The file holds NaN or Infinity, which are not numbers a game record may hold.</source>
        <translation>Die Datei enthält NaN oder Infinity; solche Werte sind in einem Spielprotokoll nicht erlaubt.</translation>
    </message>
    <message>
        <source>The same field appears twice in one entry.</source>
        <translation>Dasselbe Feld kommt in einem Eintrag zweimal vor.</translation>
    </message>
    <message>
        <source>A text holds an invalid character (a lone surrogate).</source>
        <translation>Ein Text enthält ein ungültiges Zeichen (ein einzelnes Surrogat).</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Ein Spiel hat 2 bis 4 Spieler.</translation>
    </message>
    <message>
        <source>Unknown Seal design.</source>
        <translation>Unbekanntes Siegelmotiv.</translation>
    </message>
    <message>
        <source>Two players have the same Seal.</source>
        <translation>Zwei Spieler haben dasselbe Siegel.</translation>
    </message>
    <message>
        <source>A player&apos;s name is missing or longer than 40 characters.</source>
        <translation>Ein Spielername fehlt oder ist länger als 40 Zeichen.</translation>
    </message>
    <message>
        <source>A pen colour is not written as #rrggbb.</source>
        <translation>Eine Stiftfarbe ist nicht als #rrggbb angegeben.</translation>
    </message>
    <message>
        <source>A player is neither a person nor a bot.</source>
        <translation>Ein Spieler ist weder Mensch noch Bot.</translation>
    </message>
    <message>
        <source>A bot&apos;s level must be easy, normal or hard.</source>
        <translation>Die Stufe eines Bots muss leicht, normal oder schwer sein.</translation>
    </message>
    <message>
        <source>A variant setting is not one the game knows.</source>
        <translation>Eine Varianten-Einstellung ist dem Spiel unbekannt.</translation>
    </message>
    <message>
        <source>The record plays with a component set this version of the game does not have: {name}.</source>
        <translation>Das Protokoll verwendet einen Spielmaterial-Satz, den diese Version des Spiels nicht kennt: {name}.</translation>
    </message>
    <message>
        <source>The game&apos;s pace (relaxed mode, grace time or countdown) is not valid.</source>
        <translation>Das Tempo des Spiels (entspannter Modus, Schonfrist oder Countdown) ist ungültig.</translation>
    </message>
    <message>
        <source>A required field is missing.</source>
        <translation>Ein Pflichtfeld fehlt.</translation>
    </message>
    <message>
        <source>An entry has the wrong shape (an object was expected).</source>
        <translation>Ein Eintrag hat die falsche Form (ein Objekt wurde erwartet).</translation>
    </message>
    <message>
        <source>A whole number was expected.</source>
        <translation>Eine ganze Zahl wurde erwartet.</translation>
    </message>
    <message>
        <source>A number was expected.</source>
        <translation>Eine Zahl wurde erwartet.</translation>
    </message>
    <message>
        <source>A text was expected.</source>
        <translation>Ein Text wurde erwartet.</translation>
    </message>
    <message>
        <source>A list was expected.</source>
        <translation>Eine Liste wurde erwartet.</translation>
    </message>
    <message>
        <source>An outline point must be a pair of numbers.</source>
        <translation>Ein Umrisspunkt muss ein Zahlenpaar sein.</translation>
    </message>
    <message>
        <source>Each Barter item must be exactly one thing: Yen, Coupons, Capsules, an area or a Subdivision.</source>
        <translation>Jedes Handelsobjekt muss genau eines sein: Yen, Coupons, Kapseln, ein Bereich oder eine Unterteilung.</translation>
    </message>
    <message>
        <source>The record contains an action this game does not know.</source>
        <translation>Das Protokoll enthält eine Aktion, die dieses Spiel nicht kennt.</translation>
    </message>
    <message>
        <source>The record is damaged or was edited by hand.</source>
        <translation>Das Protokoll ist beschädigt oder wurde von Hand bearbeitet.</translation>
    </message>
    <message>
        <source>{message} (at {where})</source>
        <translation>{message} (bei {where})</translation>
    </message>
    <message>
        <source>Refused ({code}).</source>
        <translation>Abgelehnt ({code}).</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message numerus="yes">
        <source>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Runde {round} von {rounds}. In einer Coupon-Runde ({coupon_rounds}) nimmt sich jeder Spieler %n Coupon.</numerusform>
            <numerusform>Runde {round} von {rounds}. In einer Coupon-Runde ({coupon_rounds}) nimmt sich jeder Spieler %n Coupons.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>Rundenleiste</translation>
    </message>
    <message>
        <source>Mark round</source>
        <translation>Runde markieren</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation>Kauf/Handel</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>The phases of each round; the current one is lit.</source>
        <translation>Die Phasen jeder Runde; die aktuelle ist hervorgehoben.</translation>
    </message>
</context>
<context>
    <name>RoundSpendCard</name>
    <message>
        <source>Spent {spend} of the Purchase Limit {limit}</source>
        <translation>Ausgegeben: {spend} vom Kauflimit {limit}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Die Partie ist zu Ende.</translation>
    </message>
    <message>
        <source>The queue is set at the start of Purchase/Barter.</source>
        <translation>Die Warteschlange wird zu Beginn von Kauf/Handel gebildet.</translation>
    </message>
    <message>
        <source>No more Purchases this round.</source>
        <translation>In dieser Runde keine Käufe mehr.</translation>
    </message>
    <message>
        <source>Everyone at the table has passed: the bots finish the round.</source>
        <translation>Alle am Tisch haben gepasst: Die Bots spielen die Runde zu Ende.</translation>
    </message>
    <message>
        <source>The queue is empty: press your queue key to place your Seal.</source>
        <translation>Die Warteschlange ist leer: Drücke deine Warteschlangen-Taste, um dein Siegel hineinzulegen.</translation>
    </message>
    <message>
        <source>{player}: declare a Purchase now, or forfeit in {n} s.</source>
        <translation>{player}: Sag jetzt einen Kauf an, sonst verfällt er in {n} s.</translation>
    </message>
    <message>
        <source>{player} is at the front. The clock starts at the first key or click.</source>
        <translation>{player} steht vorne in der Warteschlange. Die Zeit läuft ab dem ersten Tastendruck oder Klick.</translation>
    </message>
    <message>
        <source>{player} is at the front and is choosing a Purchase.</source>
        <translation>{player} steht vorne in der Warteschlange und wählt einen Kauf.</translation>
    </message>
    <message>
        <source>{player} is placing a Purchase on the Map.</source>
        <translation>{player} platziert einen Kauf auf dem Stadtplan.</translation>
    </message>
    <message>
        <source>{player} is at the front: choose a Purchase in the Purchase panel.</source>
        <translation>{player} steht vorne in der Warteschlange: Wähle einen Kauf im Bereich „Kauf“.</translation>
    </message>
    <message>
        <source>Open the barter table for players whose Seals are out of the queue.</source>
        <translation>Öffne den Handelstisch für Spieler, deren Siegel nicht in der Warteschlange liegen.</translation>
    </message>
    <message>
        <source>Bartering needs two players whose Seals are out of the queue and who have not passed, while Purchases are still open.</source>
        <translation>Zum Handeln braucht es zwei Spieler, deren Siegel nicht in der Warteschlange liegen und die nicht gepasst haben, solange noch Käufe möglich sind.</translation>
    </message>
    <message>
        <source>Round Spend board</source>
        <translation>Rundenausgaben-Tableau</translation>
    </message>
    <message>
        <source>Purchase queue (front first)</source>
        <translation>Kauf-Warteschlange (vorne zuerst)</translation>
    </message>
    <message>
        <source>Purchase Limit reached! No more Purchases this round. Open Barters may finish, then Income.</source>
        <translation>Kauflimit erreicht! In dieser Runde keine Käufe mehr. Laufende Handelstransaktionen dürfen noch abgeschlossen werden, dann folgt das Einkommen.</translation>
    </message>
    <message>
        <source>Barter…</source>
        <translation>Handel…</translation>
    </message>
    <message>
        <source>The Round Spend marker: every Purchase moves it by its price (Yen and Coupons; a Graveyard never moves it). Reaching the Purchase Limit ends Purchasing for the round.</source>
        <translation>Der Rundenausgaben-Marker: Jeder Kauf rückt ihn um seinen Preis vor (Yen und Coupons; ein Friedhof bewegt ihn nie). Erreicht er das Kauflimit, endet das Kaufen für diese Runde.</translation>
    </message>
    <message>
        <source>Seals in the queue. The Seal at the front may make one Purchase.</source>
        <translation>Siegel in der Warteschlange. Das vorderste Siegel darf einen Kauf tätigen.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>The screen “{name}” cannot be shown for this game.</source>
        <translation>Der Bildschirm „{name}“ kann für dieses Spiel nicht angezeigt werden.</translation>
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
        <translation>Spieler {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Person</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player</source>
        <translation>Ein Mensch an diesem Computer oder ein Computerspieler</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Name of the player in seat {n}</source>
        <translation>Name des Spielers auf Platz {n}</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Siegel</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Stift</translation>
    </message>
    <message>
        <source>Pen colour {n}</source>
        <translation>Stiftfarbe {n}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Every key must be a single plain key, used once and not by a menu (I, F, F1 are taken): {keys}</source>
        <translation>Jede Taste muss eine einzelne einfache Taste sein, nur einmal vergeben und nicht von einem Menü belegt (I, F, F1 sind belegt): {keys}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Seat keys (they work wherever the focus is)</source>
        <translation>Platztasten (wirken unabhängig vom Fokus)</translation>
    </message>
    <message>
        <source>Queue / take back Seal</source>
        <translation>Warteschlange / Siegel zurück</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Seat {n} ({name}, bot)</source>
        <translation>Platz {n} ({name}, Bot)</translation>
    </message>
    <message>
        <source>A bot plays this seat in this game: its keys wait for a later game.</source>
        <translation>In dieser Partie spielt ein Bot auf diesem Platz: Seine Tasten gelten erst in einer späteren Partie.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Platz {n}</translation>
    </message>
    <message>
        <source>Click, then press the key for this seat.</source>
        <translation>Klicke und drücke dann die Taste für diesen Platz.</translation>
    </message>
    <message>
        <source>Front of the queue</source>
        <translation>Vorne in der Warteschlange</translation>
    </message>
    <message>
        <source>Grace time before the {n}-second countdown (seconds):</source>
        <translation>Schonfrist vor dem {n}-Sekunden-Countdown (Sekunden):</translation>
    </message>
    <message>
        <source>How long the front Seal may think before the countdown starts.</source>
        <translation>Wie lange das vorderste Siegel überlegen darf, bevor der Countdown beginnt.</translation>
    </message>
    <message>
        <source>Relaxed mode: no countdown (good for a first game)</source>
        <translation>Entspannter Modus: kein Countdown (ideal für das erste Spiel)</translation>
    </message>
    <message>
        <source>The timing applies to the game in progress and to new games.</source>
        <translation>Die Zeiteinstellungen gelten für das laufende Spiel und für neue Spiele.</translation>
    </message>
    <message>
        <source>The timing applies to new games.</source>
        <translation>Die Zeiteinstellungen gelten für neue Spiele.</translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message>
        <source>roll its Bonus die at Income</source>
        <translation>beim Einkommen den Bonuswürfel werfen</translation>
    </message>
    <message>
        <source>a fixed {amount}; Graveyards in its Parcel deduct nothing</source>
        <translation>feste {amount}; Friedhöfe in seiner Parzelle ziehen nichts ab</translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) at once, no Income</source>
        <translation>
            <numerusform>sofort %n Coupon, kein Einkommen</numerusform>
            <numerusform>sofort %n Coupons, kein Einkommen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Manga Hotel: %n Coupon(s) at once, a fixed {amount}</source>
        <translation>
            <numerusform>Manga-Hotel: sofort %n Coupon, feste {amount}</numerusform>
            <numerusform>Manga-Hotel: sofort %n Coupons, feste {amount}</numerusform>
        </translation>
    </message>
    <message>
        <source>roll its die, and {amount} for each adjacent Parcel</source>
        <translation>Würfel werfen, dazu {amount} für jede angrenzende Parzelle</translation>
    </message>
    <message>
        <source>no Income; lifts the Golden Rule in its Parcel</source>
        <translation>kein Einkommen; hebt die Goldene Regel in seiner Parzelle auf</translation>
    </message>
    <message>
        <source>Nobody is at the front of the queue.</source>
        <translation>Niemand ist vorne in der Warteschlange.</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Anzahl:</translation>
    </message>
    <message>
        <source>How many pink Capsules to buy: {first} for the first, {extra} for each extra.</source>
        <translation>Wie viele rosa Kapseln du kaufst: {first} für die erste, {extra} für jede weitere.</translation>
    </message>
    <message>
        <source>Sold out</source>
        <translation>Ausverkauft</translation>
    </message>
    <message>
        <source>Entrance + Hotel</source>
        <translation>Eingang + Hotel</translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation>Verkaufsautomat</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Friedhof</translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation>du erhältst {amount}</translation>
    </message>
    <message>
        <source>side {side}</source>
        <translation>Seite&#xa0;{side}</translation>
    </message>
    <message>
        <source>Place a Graveyard on your Land and gain {amount}.</source>
        <translation>Platziere einen Friedhof auf deinem Land und erhalte {amount}.</translation>
    </message>
    <message>
        <source>{price} · {left}</source>
        <translation>{price} · {left}</translation>
    </message>
    <message>
        <source>Buy now and pay {pay}.</source>
        <translation>Jetzt kaufen und {pay} bezahlen.</translation>
    </message>
    <message>
        <source>{board}: choose it, then place it on the Map next to a claimed Parcel; you pay {pay}.</source>
        <translation>{board}: Wähle sie und lege sie neben eine beanspruchte Parzelle auf den Stadtplan; du bezahlst {pay}.</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player}&lt;/b&gt; is buying, with {yen} and %n Coupon(s) to spend.</source>
        <translation>
            <numerusform>Am Zug: &lt;b&gt;{player}&lt;/b&gt; mit {yen} und %n Coupon.</numerusform>
            <numerusform>Am Zug: &lt;b&gt;{player}&lt;/b&gt; mit {yen} und %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink</source>
        <translation>
            <numerusform>%n rosa</numerusform>
            <numerusform>%n rosa</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{yen} + %n Coupon(s)</source>
        <translation>
            <numerusform>{yen} + %n Coupon</numerusform>
            <numerusform>{yen} + %n Coupons</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose this piece, then place it on the Map; you pay {pay}.</source>
        <translation>Wähle dieses Teil und setze es auf den Stadtplan; du bezahlst {pay}.</translation>
    </message>
    <message>
        <source>Side {side}: {effect}</source>
        <translation>Seite {side}: {effect}</translation>
    </message>
    <message>
        <source>No capsules on the roof</source>
        <translation>Keine Kapseln auf dem Dach</translation>
    </message>
    <message>
        <source>{capsules} on the roof</source>
        <translation>{capsules} auf dem Dach</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Kauf</translation>
    </message>
    <message>
        <source>Pay with Coupons:</source>
        <translation>Mit Coupons zahlen:</translation>
    </message>
    <message>
        <source>How many Coupons the next Purchase uses (each is worth {value}, never more than the price).</source>
        <translation>Wie viele Coupons der nächste Kauf verwendet (je {value} wert, nie mehr als der Preis).</translation>
    </message>
    <message>
        <source>Capsule board</source>
        <translation>Kapseltableau</translation>
    </message>
    <message>
        <source>Entrances and pieces</source>
        <translation>Eingänge und Teile</translation>
    </message>
    <message>
        <source>Land Parcel boards (or drag one from the tray)</source>
        <translation>Parzellentafeln (oder eine aus der Ablage ziehen)</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Gebäude</translation>
    </message>
</context>
<context>
    <name>StartClaims</name>
    <message>
        <source>Click to claim starting Parcel {parcel}</source>
        <translation>Klicken, um Startparzelle {parcel} zu beanspruchen</translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation>{player}: Klicke auf eine freie Startparzelle auf dem Stadtplan, um sie zu beanspruchen.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Orange</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Gelb</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Manga Hotel</source>
        <translation>Manga-Hotel</translation>
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
        <translation>Spielaufbau</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Darlehen</translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation>Kauf/Handel</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Einkommen</translation>
    </message>
    <message>
        <source>Game End</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Kranich</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>Fächer</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>Welle</translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation>Laterne</translation>
    </message>
    <message>
        <source>Koi</source>
        <translation>Koi</translation>
    </message>
    <message>
        <source>Land Parcel board {board}</source>
        <translation>Parzellentafel {board}</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>leicht</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normal</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>schwer</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Ausgewogen</translation>
    </message>
    <message>
        <source>The original numbers of this edition (prices, counts, board shapes, Buildings). Games saved before component sets existed use them. At 2 players, Graveyards alone pay off the smallest loan&apos;s Debt at round 2 and nobody can stop it; a hard bot does exactly that.</source>
        <translation>Die ursprünglichen Werte dieser Ausgabe (Preise, Anzahlen, Formen der Parzellentafeln, Gebäude). Spiele, die vor den Spielmaterial-Sätzen gespeichert wurden, verwenden sie. Zu zweit reichen Friedhöfe allein, um in Runde 2 die Schulden des kleinsten Darlehens zurückzuzahlen, und niemand kann es verhindern: Ein schwerer Bot macht genau das.</translation>
    </message>
    <message>
        <source>Prices, counts, board shapes, Buildings, Purchase Limits and loan sizes tuned by playing many bot games, so that more than one strategy can win. The rules are the same.</source>
        <translation>Preise, Anzahlen, Formen der Parzellentafeln, Gebäude, Kauflimits und Darlehensbeträge, abgestimmt in vielen Spielen zwischen Bots, damit mehr als eine Strategie gewinnen kann. Die Regeln bleiben gleich.</translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} Capsule(s)</source>
        <translation>
            <numerusform>%n {colour} Kapsel</numerusform>
            <numerusform>%n {colour} Kapseln</numerusform>
        </translation>
    </message>
    <message>
        <source>{area} square units within {size}</source>
        <translation>{area} Quadrateinheiten in {size}</translation>
    </message>
    <message numerus="yes">
        <source>%n Capsule(s)</source>
        <translation>
            <numerusform>%n Kapsel</numerusform>
            <numerusform>%n Kapseln</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story(-ies)</source>
        <translation>
            <numerusform>%n Stockwerk</numerusform>
            <numerusform>%n Stockwerke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Coupon</numerusform>
            <numerusform>%n Coupons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Entrance(s) left</source>
        <translation>
            <numerusform>noch %n Eingang</numerusform>
            <numerusform>noch %n Eingänge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>noch&#xa0;%n</numerusform>
            <numerusform>noch&#xa0;%n</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} und {last}</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Sprache</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <source>Start a new game (the current one stays in the autosave until then).</source>
        <translation>Ein neues Spiel beginnen (das aktuelle bleibt bis dahin in der automatischen Sicherung).</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>Spiel ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open a saved game record.</source>
        <translation>Ein gespeichertes Spielprotokoll öffnen.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save this game.</source>
        <translation>Dieses Spiel speichern.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Save this game under a new name.</source>
        <translation>Dieses Spiel unter neuem Namen speichern.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>Close the game; it is autosaved after every action.</source>
        <translation>Das Spiel schließen; es wird nach jeder Aktion automatisch gesichert.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>Take back the last action, if it was yours and nothing followed it.</source>
        <translation>Die letzte Aktion zurücknehmen, wenn sie von dir war und nichts darauf folgte.</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>Seat keys, grace time, relaxed mode.</source>
        <translation>Platztasten, Schonfrist, entspannter Modus.</translation>
    </message>
    <message>
        <source>&amp;Isometric view</source>
        <translation>&amp;Isometrische Ansicht</translation>
    </message>
    <message>
        <source>Show the Map in 3-D (isometric) or from above.</source>
        <translation>Den Stadtplan in 3D (isometrisch) oder von oben zeigen.</translation>
    </message>
    <message>
        <source>&amp;Fit the Map</source>
        <translation>&amp;Stadtplan einpassen</translation>
    </message>
    <message>
        <source>Zoom so that the whole Map fits.</source>
        <translation>So zoomen, dass der ganze Stadtplan hineinpasst.</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regeln und Hilfe</translation>
    </message>
    <message>
        <source>The rules reference, in your language.</source>
        <translation>Die Regelübersicht in deiner Sprache.</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber</translation>
    </message>
    <message>
        <source>About this edition.</source>
        <translation>Über diese Ausgabe.</translation>
    </message>
    <message>
        <source>Switch every text to this language.</source>
        <translation>Alle Texte auf diese Sprache umstellen.</translation>
    </message>
</context>
</TS>

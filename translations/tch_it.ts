<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>About Tokyo Capsule Hotel</source>
        <translation>Informazioni su Tokyo Capsule Hotel</translation>
    </message>
    <message>
        <source>Desktop edition, version {version}</source>
        <translation>Edizione desktop, versione {version}</translation>
    </message>
    <message>
        <source>The real-time economic board game for 2–4 players, hot-seat or against bots.</source>
        <translation>Il gioco da tavolo economico in tempo reale per 2–4 giocatori, sullo stesso computer o contro i bot.</translation>
    </message>
    <message>
        <source>The board game</source>
        <translation>Il gioco da tavolo</translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel is a board game: its rules, its terms and its pieces are the work of its designer and publisher. This edition follows the game&apos;s rulebook to play it on one computer; all credit for the game goes to them.</source>
        <translation>Tokyo Capsule Hotel è un gioco da tavolo: le sue regole, i suoi termini e i suoi componenti sono opera del suo autore e del suo editore. Questa edizione segue il regolamento del gioco per giocarlo su un solo computer; tutto il merito del gioco va a loro.</translation>
    </message>
    <message>
        <source>Licences</source>
        <translation>Licenze</translation>
    </message>
    <message>
        <source>This edition: © TCH Studio, all rights reserved.</source>
        <translation>Questa edizione: © TCH Studio, tutti i diritti riservati.</translation>
    </message>
    <message>
        <source>Qt {qt} and PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General Public License version 3 (LGPL-3.0). The standalone build keeps Qt&apos;s libraries as separate files, so they can be replaced.</source>
        <translation>Qt {qt} e PySide6 {pyside} (Qt for Python), © The Qt Company Ltd.: GNU Lesser General Public License versione 3 (LGPL-3.0). La versione autonoma tiene le librerie di Qt in file separati, così che si possano sostituire.</translation>
    </message>
    <message>
        <source>Shapely {shapely}, NetworkX {networkx} and NumPy {numpy}: BSD 3-Clause License; the GEOS library inside Shapely: GNU LGPL version 2.1.</source>
        <translation>Shapely {shapely}, NetworkX {networkx} e NumPy {numpy}: licenza BSD a 3 clausole (BSD 3-Clause License); la libreria GEOS inclusa in Shapely: GNU LGPL versione 2.1.</translation>
    </message>
    <message>
        <source>The TCH Yen font (the 円 sign and the title&apos;s characters) is derived from IPA P Gothic: IPA Font License Agreement v1.0, full text in {file}.</source>
        <translation>Il carattere TCH Yen (il segno 円 e i caratteri del titolo) deriva da IPA P Gothic: IPA Font License Agreement v1.0, testo completo in {file}.</translation>
    </message>
    <message>
        <source>Python {python} (in the standalone build): Python Software Foundation License.</source>
        <translation>Python {python} (nella versione autonoma): Python Software Foundation License.</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>{game} is already open</source>
        <translation>{game} è già aperto</translation>
    </message>
    <message>
        <source>{game} is already open in another window. Go on playing there (File ▸ Open game opens a saved game): two windows would write over each other&apos;s autosaved game.</source>
        <translation>{game} è già aperto in un’altra finestra. Continua a giocare lì (File ▸ Apri partita apre una partita salvata): due finestre sovrascriverebbero l’una il salvataggio automatico dell’altra.</translation>
    </message>
</context>
<context>
    <name>BarterDeal</name>
    <message>
        <source>{giver} promises: “{text}”</source>
        <translation>Promessa di {giver}: “{text}”</translation>
    </message>
    <message>
        <source>the whole area {area}, with {pieces}</source>
        <translation>l’intera area {area}, con {pieces}</translation>
    </message>
    <message>
        <source>the whole area {area}</source>
        <translation>l’intera area {area}</translation>
    </message>
    <message>
        <source>a new Subdivision of {area} ({size}), with {pieces}</source>
        <translation>una nuova Suddivisione di {area} ({size}), con {pieces}</translation>
    </message>
    <message>
        <source>a new Subdivision of {area} ({size})</source>
        <translation>una nuova Suddivisione di {area} ({size})</translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation>{receiver} riceve da {giver} {what}</translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Coupon</numerusform>
            <numerusform>%n Coupon</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>BarterTable</name>
    <message>
        <source>Nothing yet.</source>
        <extracomment>The map mode each kind of addition waits for.</extracomment>
        <translation>Ancora niente.</translation>
    </message>
    <message>
        <source>The deal follows the rules. Each party accepts it on screen.</source>
        <translation>L’accordo rispetta le regole. Ogni parte lo accetta sullo schermo.</translation>
    </message>
    <message>
        <source>On the Map: click the area {name} gives.</source>
        <translation>Sulla Mappa: clicca l’area che {name} cede.</translation>
    </message>
    <message>
        <source>{name} drew a new Subdivision of {area} ({size}). Draw again to change it, or press Done.</source>
        <translation>{name} ha tracciato una nuova Suddivisione di {area} ({size}). Traccia di nuovo per cambiarla, oppure premi Fatto.</translation>
    </message>
    <message>
        <source>On the Map: {name} draws the new Subdivision inside their own Land (draw again to change it).</source>
        <translation>Sulla Mappa: {name} traccia la nuova Suddivisione all’interno del proprio Terreno (traccia di nuovo per cambiarla).</translation>
    </message>
    <message>
        <source>Barter</source>
        <translation>Baratto</translation>
    </message>
    <message>
        <source>Barter: {names}</source>
        <translation>Baratto: {names}</translation>
    </message>
    <message>
        <source>Each party adds what it gives. Every party must offer something; promises are written in the Game Ledger but not enforced.</source>
        <translation>Ogni parte aggiunge ciò che dà. Tutte le parti devono offrire qualcosa; le promesse vengono annotate nel Registro di partita, ma non sono vincolanti.</translation>
    </message>
    <message>
        <source>The deal</source>
        <translation>L’accordo</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fatto</translation>
    </message>
    <message>
        <source>Abandon the Barter</source>
        <translation>Abbandona il Baratto</translation>
    </message>
    <message>
        <source>Settle the deal</source>
        <translation>Concludi l’accordo</translation>
    </message>
</context>
<context>
    <name>BoardsTray</name>
    <message>
        <source>Choose who is buying before taking a board.</source>
        <translation>Prima di prendere una plancia, scegli chi acquista.</translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation>Plance dei Lotti</translation>
    </message>
    <message>
        <source>{board}, {price}: drag it onto the Map next to a claimed Parcel (R or the right button turns it)</source>
        <translation>{board}, {price}: trascinala sulla Mappa accanto a un Lotto reclamato (R o il tasto destro la ruotano)</translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>to build a {colour} Hotel</source>
        <translation>costruire un Hotel {colour}</translation>
    </message>
    <message numerus="yes">
        <source>{player} offers {to} {yen} for %n {colour} capsule(s).</source>
        <translation>
            <numerusform>Offerta di {player} per {to}: {yen} per una Capsula {colour}.</numerusform>
            <numerusform>Offerta di {player} per {to}: {yen} per %n Capsule {colour}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule in return for a promise to build a {hotel_colour} Hotel with it.</source>
        <translation>Offerta di {player} per {to}: una Capsula {colour} in cambio della promessa di usarla per costruire un Hotel {hotel_colour}.</translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule for {yen}.</source>
        <translation>Offerta di {player} per {to}: una Capsula {colour} per {yen}.</translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a plot of land in {area}.</source>
        <translation>Offerta di {player} per {to}: {yen} per una porzione di Terreno in {area}.</translation>
    </message>
    <message>
        <source>{player} offers {to} a plot of land in {area} for {yen}.</source>
        <translation>Offerta di {player} per {to}: una porzione di Terreno in {area} per {yen}.</translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a promise to build a {colour} Hotel.</source>
        <translation>Offerta di {player} per {to}: {yen} in cambio della promessa di costruire un Hotel {colour}.</translation>
    </message>
    <message>
        <source>{player} accepts the deal.</source>
        <translation>{player} accetta l’accordo.</translation>
    </message>
    <message>
        <source>{player} declines the deal.</source>
        <translation>{player} rifiuta l’accordo.</translation>
    </message>
    <message>
        <source>{player} declines: that Subdivision would break the Golden Rule.</source>
        <translation>{player} rifiuta: quella Suddivisione infrangerebbe la Regola d’oro.</translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible.</source>
        <translation>{player} rifiuta: quell’accordo non è possibile.</translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible. {reason}</source>
        <translation>{player} rifiuta: quell’accordo non è possibile. {reason}</translation>
    </message>
    <message>
        <source>{player} would make the deal for {yen}.</source>
        <translation>{player} accetterebbe l’accordo per {yen}.</translation>
    </message>
    <message>
        <source>{player} declines, but: “I&apos;d take {yen} for it.”</source>
        <translation>{player} rifiuta, ma: «Lo lascerei per {yen}.»</translation>
    </message>
    <message>
        <source>{player} declines, but: “I&apos;d pay {yen} for it.”</source>
        <translation>{player} rifiuta, ma: «Pagherei {yen}.»</translation>
    </message>
    <message>
        <source>{player} declines: “Not while I need that {colour} capsule.”</source>
        <translation>{player} rifiuta: «Non finché mi serve quella Capsula {colour}.»</translation>
    </message>
    <message>
        <source>{player} declines: “Not while I need that land in {area} for my Hotels.”</source>
        <translation>{player} rifiuta: «Non finché mi serve quel Terreno in {area} per i miei Hotel.»</translation>
    </message>
    <message>
        <source>{player} declines: “That deal is no good for me.”</source>
        <translation>{player} rifiuta: «Questo accordo non mi conviene.»</translation>
    </message>
    <message>
        <source>{player} declines: “I&apos;d want {yen}, and you don&apos;t have that much.”</source>
        <translation>{player} rifiuta: «Vorrei {yen}, e tu non li hai.»</translation>
    </message>
    <message>
        <source>{player} declines: “You broke your last promise to me, {to}.”</source>
        <translation>{player} rifiuta: «{to}, non hai mantenuto la tua ultima promessa.»</translation>
    </message>
    <message>
        <source>{player} declines: “That would help you far more than me.”</source>
        <translation>{player} rifiuta: «Aiuterebbe te molto più di me.»</translation>
    </message>
</context>
<context>
    <name>CapsuleColour</name>
    <message numerus="yes">
        <source>red</source>
        <translation>
            <numerusform>rossa</numerusform>
            <numerusform>rosse</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>orange</source>
        <translation>
            <numerusform>arancione</numerusform>
            <numerusform>arancioni</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow</source>
        <translation>
            <numerusform>gialla</numerusform>
            <numerusform>gialle</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green</source>
        <translation>
            <numerusform>verde</numerusform>
            <numerusform>verdi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue</source>
        <translation>
            <numerusform>blu</numerusform>
            <numerusform>blu</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple</source>
        <translation>
            <numerusform>viola</numerusform>
            <numerusform>viola</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>white</source>
        <translation>
            <numerusform>bianca</numerusform>
            <numerusform>bianche</numerusform>
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
        <translation>Fine della partita</translation>
    </message>
    <message numerus="yes">
        <source>In the Loans phase of round {round}, {players} had enough Yen to repay their whole Debt: the game ends there.</source>
        <translation>
            <numerusform>Nella fase dei Prestiti del round {round}, {players} aveva Yen sufficienti per ripagare l’intero Debito: la partita termina qui.</numerusform>
            <numerusform>Nella fase dei Prestiti del round {round}, {players} avevano Yen sufficienti per ripagare l’intero Debito: la partita termina qui.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round {round} is over and nobody could repay their whole Debt: the game ends. The player with the highest net (Yen − Debt) wins.</source>
        <translation>Il round {round} è finito e nessuno è riuscito a ripagare l’intero Debito: la partita termina. Vince il giocatore con il saldo netto (Yen − Debito) più alto.</translation>
    </message>
    <message numerus="yes">
        <source>{names} share the victory!</source>
        <translation>
            <numerusform>Vince {names}!</numerusform>
            <numerusform>{names} condividono la vittoria!</numerusform>
        </translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>Yen</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Debito</translation>
    </message>
    <message>
        <source>Net (Yen − Debt)</source>
        <translation>Netto (Yen − Debito)</translation>
    </message>
    <message>
        <source>Net position (Yen − Debt) after each round&apos;s Income</source>
        <translation>Saldo netto (Yen − Debito) dopo la Rendita di ogni round</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation>alla fine della partita</translation>
    </message>
    <message>
        <source>Save the game record…</source>
        <translation>Salva la registrazione della partita…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Play again</source>
        <translation>Gioca ancora</translation>
    </message>
</context>
<context>
    <name>ErrorReport</name>
    <message>
        <source>An error in the program</source>
        <translation>Un errore del programma</translation>
    </message>
    <message>
        <source>Something went wrong in the program ({error}). The game is autosaved after every action: if the window no longer does what you ask, close it and start the program again to resume the game.</source>
        <translation>Qualcosa è andato storto nel programma ({error}). La partita viene salvata automaticamente dopo ogni azione: se la finestra non risponde più come dovrebbe, chiudila e riavvia il programma per riprendere la partita.</translation>
    </message>
</context>
<context>
    <name>FranchiseCard</name>
    <message>
        <source>Franchise Income = {per} × (Hotels of that colour + Parcels holding one).
When a Franchise first reaches {thresholds}, each player owning one of its Hotels takes 1 Coupon (a ticket marks the thresholds already paid).</source>
        <translation>Rendita franchising = {per} × (Hotel di quel colore + Lotti che ne contengono almeno uno).
Quando un Franchising raggiunge per la prima volta {thresholds}, ogni giocatore che possiede uno dei suoi Hotel prende 1 Coupon (un simbolo Coupon indica le soglie già pagate).</translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation>Rendita franchising</translation>
    </message>
</context>
<context>
    <name>FranchiseColour</name>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
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
        <translation>La voce {n} della registrazione non è un’azione valida: {reason}</translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation>Vuoi lasciare questa partita?</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it before leaving it?</source>
        <translation>La partita in corso non è stata salvata. Vuoi salvarla prima di lasciarla?</translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel games (*.json);;All files (*)</source>
        <translation>Partite di Tokyo Capsule Hotel (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation>Apri una partita</translation>
    </message>
    <message>
        <source>Opening…</source>
        <translation>Apertura della partita…</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation>Impossibile aprire questa partita</translation>
    </message>
    <message>
        <source>{file}

{reason}

The current game carries on.</source>
        <translation>{file}

{reason}

La partita in corso continua.</translation>
    </message>
    <message>
        <source>Game saved: {file}</source>
        <translation>Partita salvata: {file}</translation>
    </message>
    <message>
        <source>tokyo-capsule-hotel-game.json</source>
        <translation>tokyo-capsule-hotel-partita.json</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation>Impossibile salvare la partita</translation>
    </message>
    <message>
        <source>{file}

{reason}</source>
        <translation>{file}

{reason}</translation>
    </message>
    <message>
        <source>The autosaved game cannot be read</source>
        <translation>Impossibile leggere la partita salvata automaticamente</translation>
    </message>
    <message>
        <source>{reason}

The file was kept as {file} in {folder}; start a new game or open a saved one.</source>
        <translation>{reason}

Il file è stato conservato come {file} in {folder}; inizia una nuova partita o aprine una salvata.</translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation>Vuoi riprendere la partita?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {players}.</source>
        <translation>Una partita è rimasta in sospeso: {players}.</translation>
    </message>
    <message>
        <source>Go on where it stopped, or start a new game?</source>
        <translation>Vuoi riprendere da dove si era interrotta o iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>The program met an error while reading it ({error}). Nothing was changed.</source>
        <translation>Il programma ha incontrato un errore durante la lettura ({error}). Non è stato cambiato nulla.</translation>
    </message>
    <message>
        <source>Game opened: {file}</source>
        <translation>Partita aperta: {file}</translation>
    </message>
    <message>
        <source>{reason}

The whole file was kept as {file} in {folder}. Go on from just before entry {n}, or start a new game?</source>
        <translation>{reason}

L’intero file è stato conservato come {file} in {folder}. Vuoi riprendere dal punto appena prima della voce {n} o iniziare una nuova partita?</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Riprendi</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>{reason}

The file could not be set aside ({why}); it stays as {file} in {folder}. Copy it somewhere safe before starting another game.</source>
        <translation>{reason}

Non è stato possibile mettere da parte il file ({why}); resta come {file} in {folder}. Copialo in un posto sicuro prima di iniziare un’altra partita.</translation>
    </message>
    <message>
        <source>This game: round {round}, {phase}.</source>
        <translation>Questa partita: round {round}, {phase}.</translation>
    </message>
</context>
<context>
    <name>GameLedgerCard</name>
    <message>
        <source>Game Ledger</source>
        <translation>Registro di partita</translation>
    </message>
    <message>
        <source>Everything that happened in this game, newest first.</source>
        <translation>Tutto ciò che è successo in questa partita, dal più recente.</translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Not found</source>
        <translation>Nessun risultato</translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation>Regolamento</translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation>Cerca nelle regole</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Trova</translation>
    </message>
</context>
<context>
    <name>HelpTables</name>
    <message>
        <source>Loan</source>
        <translation>Prestito</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupon</translation>
    </message>
    <message>
        <source>Interest per round</source>
        <translation>Interessi per round</translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation>Debito nel round 1</translation>
    </message>
    <message>
        <source>Debt after the last round</source>
        <translation>Debito dopo l’ultimo round</translation>
    </message>
    <message>
        <source>Interest is {p} % of the loan for every round, the current one included.</source>
        <translation>Gli interessi sono pari al {p}% del prestito per ogni round, compreso quello corrente.</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Prestiti</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Purchase Limit</source>
        <translation>Limite di acquisto</translation>
    </message>
    <message>
        <source>Purchase Limit (Round Spend board)</source>
        <translation>Limite di acquisto (Plancia delle Spese del round)</translation>
    </message>
    <message>
        <source>{price} for all of them</source>
        <translation>{price} per tutte</translation>
    </message>
    <message>
        <source>{first} for the first, + {extra} for each more</source>
        <translation>{first} per la prima, + {extra} per ogni ulteriore</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Colore</translation>
    </message>
    <message>
        <source>In the supply</source>
        <translation>Nella riserva</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Prezzo</translation>
    </message>
    <message>
        <source>A capsule measures {size} units and is one story tall.</source>
        <translation>Una Capsula misura {size} unità ed è alta un piano.</translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation>Capsule</translation>
    </message>
    <message>
        <source>no limit; at most {n} per Parcel</source>
        <translation>nessun limite; al massimo {n} per Lotto</translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation>guadagni {amount}</translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation>Ingresso</translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation>Distributore automatico</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Pezzo</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Quantità</translation>
    </message>
    <message>
        <source>Size (units)</source>
        <translation>Dimensioni (unità)</translation>
    </message>
    <message>
        <source>Each Graveyard lowers the Income of every Hotel in its Parcel by {amount}.</source>
        <translation>Ogni Cimitero riduce di {amount} la Rendita di ogni Hotel del suo Lotto.</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pezzi</translation>
    </message>
    <message>
        <source>Building</source>
        <translation>Edificio</translation>
    </message>
    <message>
        <source>Bonus die faces</source>
        <translation>Facce del Dado bonus</translation>
    </message>
    <message>
        <source>Attraction card, side B</source>
        <translation>Carta Attrazione, lato B</translation>
    </message>
    <message>
        <source>Every face of a die is equally likely; ×2 marks a face printed twice. A pink bar is a Coupon for the Building&apos;s owner; the crossed-out gravestone cancels the Graveyard Deduction in that Parcel for the round.</source>
        <translation>Ogni faccia di un dado ha la stessa probabilità; ×2 indica una faccia stampata due volte. Una barra rosa è un Coupon per il proprietario dell’Edificio; la lapide barrata annulla la Detrazione cimitero in quel Lotto per il round.</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Plancia</translation>
    </message>
    <message>
        <source>Shape</source>
        <translation>Forma</translation>
    </message>
    <message numerus="yes">
        <source>The %n starting Parcel(s): squares of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</source>
        <translation>
            <numerusform>Il Lotto iniziale è un quadrato di {size} unità. Il foglio Mappa misura {map} unità; le posizioni si agganciano a una griglia di {grid} unità.</numerusform>
            <numerusform>I %n Lotti iniziali sono quadrati di {size} unità. Il foglio Mappa misura {map} unità; le posizioni si agganciano a una griglia di {grid} unità.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rounds that give every player %n Coupon(s)</source>
        <translation>
            <numerusform>Round in cui ogni giocatore riceve %n Coupon</numerusform>
            <numerusform>Round in cui ogni giocatore riceve %n Coupon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Franchise thresholds (%n Coupon(s) to each owner)</source>
        <translation>
            <numerusform>Soglie della Rendita franchising (%n Coupon a ogni proprietario)</numerusform>
            <numerusform>Soglie della Rendita franchising (%n Coupon a ogni proprietario)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) per new tallest Hotel</source>
        <translation>
            <numerusform>%n Coupon per ogni nuovo Hotel più alto</numerusform>
            <numerusform>%n Coupon per ogni nuovo Hotel più alto</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) when bought</source>
        <translation>
            <numerusform>%n Coupon all’Acquisto</numerusform>
            <numerusform>%n Coupon all’Acquisto</numerusform>
        </translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation>Plance dei Lotti</translation>
    </message>
    <message>
        <source>Component set: {name}</source>
        <translation>Set di componenti: {name}</translation>
    </message>
    <message>
        <source>The tables below show the numbers of this set.</source>
        <translation>Le tabelle che seguono riportano i valori di questo set.</translation>
    </message>
    <message>
        <source>{a} per Hotel + {b} per Parcel with one</source>
        <translation>{a} per Hotel + {b} per Lotto che ne contiene uno</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Value of a Coupon</source>
        <translation>Valore di un Coupon</translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation>Rendita franchising</translation>
    </message>
    <message>
        <source>Lowest Hotel Income</source>
        <translation>Rendita minima di un Hotel</translation>
    </message>
    <message>
        <source>Highest Hotel Income</source>
        <translation>Rendita massima di un Hotel</translation>
    </message>
    <message>
        <source>{amount} per Capsule</source>
        <translation>{amount} per Capsula</translation>
    </message>
    <message>
        <source>Tallest Hotel variant</source>
        <translation>Variante dell’Hotel più alto</translation>
    </message>
    <message>
        <source>Smallest gap between structures</source>
        <translation>Spazio minimo tra le strutture</translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation>{n} unità</translation>
    </message>
    <message>
        <source>Numbers of the game</source>
        <translation>I numeri del gioco</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Cosa</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valore</translation>
    </message>
    <message>
        <source>no die: {amount} Attraction Income</source>
        <translation>nessun dado: Rendita attrazione di {amount}</translation>
    </message>
    <message>
        <source>no die, no Attraction Income</source>
        <translation>nessun dado, nessuna Rendita attrazione</translation>
    </message>
    <message>
        <source>no Graveyard Deduction in its Parcel</source>
        <translation>nessuna Detrazione cimitero nel suo Lotto</translation>
    </message>
    <message>
        <source>rolls as usual; + {amount} for every adjacent Parcel</source>
        <translation>tira normalmente; + {amount} per ogni Lotto adiacente</translation>
    </message>
    <message>
        <source>the Golden Rule no longer applies in its Parcel</source>
        <translation>la Regola d’oro non si applica più nel suo Lotto</translation>
    </message>
</context>
<context>
    <name>HotelBuilderPanel</name>
    <message>
        <source>Capsules left in hand</source>
        <translation>Capsule rimaste in mano</translation>
    </message>
    <message>
        <source>Stories</source>
        <translation>Piani</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Take back the last capsule or the Entrance (Backspace)</source>
        <translation>Togli l’ultima Capsula o l’Ingresso (Backspace)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Ruota</translation>
    </message>
    <message>
        <source>Turn the next capsule by 90° (R)</source>
        <translation>Ruota di 90° la prossima Capsula (R)</translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation>Ingresso</translation>
    </message>
    <message>
        <source>Place the Entrance against a ground-floor capsule (E)</source>
        <translation>Piazza l’Ingresso accanto a una Capsula del piano terra (E)</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Conferma</translation>
    </message>
    <message>
        <source>Build this Hotel (Enter)</source>
        <translation>Costruisci questo Hotel (Invio)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Rinuncia</translation>
    </message>
    <message>
        <source>Give up this Hotel; every capsule goes back (Esc)</source>
        <translation>Rinuncia a questo Hotel; tutte le Capsule tornano in mano (Esc)</translation>
    </message>
    <message>
        <source>Building a {colour} Hotel</source>
        <translation>Costruzione di un Hotel {colour}</translation>
    </message>
</context>
<context>
    <name>HotelColour</name>
    <message>
        <source>red</source>
        <translation>rosso</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>arancione</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>viola</translation>
    </message>
    <message>
        <source>white</source>
        <translation>bianco</translation>
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
        <translation>Rendita</translation>
    </message>
    <message>
        <source>Income, round {n}</source>
        <translation>Rendita, round {n}</translation>
    </message>
    <message>
        <source>Each Hotel earns Franchise Income + Attraction Income − Graveyard Deduction: at least {floor}, at most {cap} per Capsule.</source>
        <translation>Ogni Hotel guadagna Rendita franchising + Rendita attrazione − Detrazione cimitero: almeno {floor}, al massimo {cap} per Capsula.</translation>
    </message>
    <message>
        <source>There are no Hotels or Buildings on the Map yet: nobody earns Income this round.</source>
        <translation>Sulla Mappa non ci sono ancora Hotel né Edifici: in questo round nessuno riceve Rendita.</translation>
    </message>
    <message>
        <source>Income this round</source>
        <translation>Rendita di questo round</translation>
    </message>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Coupon</numerusform>
            <numerusform>+ %n Coupon</numerusform>
        </translation>
    </message>
    <message>
        <source>Skip (Space)</source>
        <translation>Salta (Spazio)</translation>
    </message>
    <message>
        <source>Continue</source>
        <translation>Continua</translation>
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
        <translation>Coupon</translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation>Capsule</translation>
    </message>
    <message>
        <source>Area</source>
        <translation>Area</translation>
    </message>
    <message>
        <source>New Subdivision of</source>
        <translation>Nuova Suddivisione di</translation>
    </message>
    <message>
        <source>Promise</source>
        <translation>Promessa</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>What do you promise?</source>
        <translation>Che cosa prometti?</translation>
    </message>
    <message>
        <source>Take this out of the deal</source>
        <translation>Togli questo dall’accordo</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Rimuovi</translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>{player} claims starting Parcel {parcel}.</source>
        <translation>{player} reclama il Lotto iniziale {parcel}.</translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Inizia il round {round}.</translation>
    </message>
    <message>
        <source>{player} has chosen a loan.</source>
        <translation>{player} ha scelto un prestito.</translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation>{player} {amount}</translation>
    </message>
    <message>
        <source>Loans revealed: {list}.</source>
        <translation>Prestiti rivelati: {list}.</translation>
    </message>
    <message>
        <source>Game end check: nobody can repay their Debt yet.</source>
        <translation>Verifica della fine della partita: nessuno può ancora ripagare il proprio Debito.</translation>
    </message>
    <message>
        <source>Tie in Yen: {player} drawn first among {players}.</source>
        <translation>Parità di Yen tra {players}: il sorteggio mette per primo {player}.</translation>
    </message>
    <message>
        <source>Purchase/Barter begins. Queue: {queue}. Purchase Limit {limit}.</source>
        <translation>Inizia la fase di Acquisto/Baratto. Coda: {queue}. Limite di acquisto: {limit}.</translation>
    </message>
    <message>
        <source>Income phase.</source>
        <translation>Fase della Rendita.</translation>
    </message>
    <message>
        <source>{player} ran out of time and forfeits the Purchase.</source>
        <translation>{player} ha esaurito il tempo e perde l’Acquisto.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} passa.</translation>
    </message>
    <message>
        <source>{player} places {item} and gains {amount}.</source>
        <translation>{player} piazza {item} e guadagna {amount}.</translation>
    </message>
    <message>
        <source>{player} buys {item} for {price}.</source>
        <translation>{player} acquista {item} per {price}.</translation>
    </message>
    <message>
        <source>Parcel {area} (board {board})</source>
        <translation>il Lotto {area} (plancia {board})</translation>
    </message>
    <message>
        <source>a Vending Machine in {area}</source>
        <translation>un Distributore automatico in {area}</translation>
    </message>
    <message>
        <source>a Graveyard in {area}</source>
        <translation>un Cimitero in {area}</translation>
    </message>
    <message>
        <source>an Entrance: {colour} Hotel {hotel} ({capsules}, {stories}) in {area}</source>
        <translation>un Ingresso: Hotel {colour} {hotel} ({capsules}, {stories}) in {area}</translation>
    </message>
    <message>
        <source>a {building} Building in {area}, with {capsules} on its roof</source>
        <translation>un Edificio {building} in {area}, con {capsules} sul tetto</translation>
    </message>
    <message>
        <source>a {building} Building in {area}</source>
        <translation>un Edificio {building} in {area}</translation>
    </message>
    <message>
        <source>{coupons} for {player}</source>
        <translation>{coupons} per {player}</translation>
    </message>
    <message>
        <source>{player} takes the {building} Attraction card, side {side}.</source>
        <translation>{player} prende la carta Attrazione {building}, lato {side}.</translation>
    </message>
    <message numerus="yes">
        <source>Coupon round: every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Round Coupon: ogni giocatore prende %n Coupon.</numerusform>
            <numerusform>Round Coupon: ogni giocatore prende %n Coupon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game end check: {players} can repay their whole Debt.</source>
        <translation>
            <numerusform>Verifica della fine della partita: {players} può ripagare l’intero Debito.</numerusform>
            <numerusform>Verifica della fine della partita: {players} possono ripagare l’intero Debito.</numerusform>
        </translation>
    </message>
    <message>
        <source>{player} puts a Seal in the queue.</source>
        <translation>{player} mette il Sigillo in coda.</translation>
    </message>
    <message>
        <source>{player} takes the Seal back from the queue.</source>
        <translation>{player} riprende il Sigillo dalla coda.</translation>
    </message>
    <message numerus="yes">
        <source>{player} buys {item} for {price} (%n Coupon(s)).</source>
        <translation>
            <numerusform>{player} acquista {item} per {price} (%n Coupon).</numerusform>
            <numerusform>{player} acquista {item} per {price} (%n Coupon).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n Coupon(s) from the {building} card.</source>
        <translation>
            <numerusform>{player} prende %n Coupon dalla carta {building}.</numerusform>
            <numerusform>{player} prende %n Coupon dalla carta {building}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {player} takes %n Coupon(s).</source>
        <translation>
            <numerusform>Il Franchising {colour} raggiunge {amount}: {player} prende %n Coupon.</numerusform>
            <numerusform>Il Franchising {colour} raggiunge {amount}: {player} prende %n Coupon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {players} take %n Coupon(s) each.</source>
        <translation>
            <numerusform>Il Franchising {colour} raggiunge {amount}: {players} prendono %n Coupon ciascuno.</numerusform>
            <numerusform>Il Franchising {colour} raggiunge {amount}: {players} prendono %n Coupon ciascuno.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds the tallest Hotel ({stories}) and takes %n Coupon(s).</source>
        <translation>
            <numerusform>{player} costruisce l’Hotel più alto ({stories}) e prende %n Coupon.</numerusform>
            <numerusform>{player} costruisce l’Hotel più alto ({stories}) e prende %n Coupon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Purchase Limit reached ({spend} of {limit}): no more Purchases this round.</source>
        <translation>Limite di acquisto raggiunto ({spend} su {limit}): niente più Acquisti in questo round.</translation>
    </message>
    <message>
        <source>{players} open a Barter.</source>
        <translation>Baratto aperto tra {players}.</translation>
    </message>
    <message>
        <source>The Barter between {players} is abandoned.</source>
        <translation>Il Baratto tra {players} viene abbandonato.</translation>
    </message>
    <message>
        <source>{player} promises: “{text}”</source>
        <translation>Promessa di {player}: “{text}”</translation>
    </message>
    <message>
        <source>Barter between {players}: {deal}.</source>
        <translation>Baratto tra {players}: {deal}.</translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation>l’area {area}</translation>
    </message>
    <message>
        <source>new Subdivision {sub} of {parent}</source>
        <translation>la nuova Suddivisione {sub} di {parent}</translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation>{receiver} riceve da {giver} {what}</translation>
    </message>
    <message>
        <source>no Graveyard Deduction</source>
        <translation>nessuna Detrazione cimitero</translation>
    </message>
    <message>
        <source>{building} {id} in {parcel} rolls: {result}.</source>
        <translation>Dado bonus di {building} {id} nel Lotto {parcel}: {result}.</translation>
    </message>
    <message>
        <source>Income for round {round}: {list}.</source>
        <translation>Rendita del round {round}: {list}.</translation>
    </message>
    <message>
        <source>Game over in round {round}: a player can repay their Debt.</source>
        <translation>Partita finita nel round {round}: un giocatore può ripagare il proprio Debito.</translation>
    </message>
    <message>
        <source>Game over after round {round}.</source>
        <translation>Partita finita dopo il round {round}.</translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): {players}.</source>
        <translation>
            <numerusform>Vince {players}.</numerusform>
            <numerusform>Vincono {players}.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LoanCard</name>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Coupon</numerusform>
            <numerusform>+ %n Coupon</numerusform>
        </translation>
    </message>
    <message>
        <source>Interest {interest} each round</source>
        <translation>Interessi: {interest} a round</translation>
    </message>
    <message>
        <source>Debt in round 1: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation>Debito nel round 1: &lt;b&gt;{debt}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Debt after round {n}: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation>Debito dopo il round {n}: &lt;b&gt;{debt}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Debt round by round</source>
        <translation>Debito round per round</translation>
    </message>
    <message>
        <source>Loan of {amount}</source>
        <translation>Prestito di {amount}</translation>
    </message>
</context>
<context>
    <name>LoanHandoff</name>
    <message>
        <source>The loan could not be taken: the game has moved on.</source>
        <translation>Impossibile accendere il prestito: la partita è andata avanti.</translation>
    </message>
    <message>
        <source>{name}&apos;s choice is made and hidden.</source>
        <translation>{name} ha scelto: la scelta è nascosta.</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Giocatore</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Prestito</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupon</translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation>Debito nel round 1</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Prestiti</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Turno di {name}: passate il computer</translation>
    </message>
    <message>
        <source>{name} chooses a loan in secret. Everyone else, please look away until the screen is hidden again.</source>
        <translation>{name} sceglie un prestito in segreto. Tutti gli altri, per favore, non guardate finché lo schermo non torna nascosto.</translation>
    </message>
    <message>
        <source>I am {name}: show my loan options</source>
        <translation>Sono {name}: mostrami i prestiti</translation>
    </message>
    <message>
        <source>{name}, choose your loan</source>
        <translation>{name}, scegli il tuo prestito</translation>
    </message>
    <message>
        <source>Your Debt is the loan plus {percent} % of it for every round played so far. The game ends when someone can repay their whole Debt, or after round {rounds}. Coupons never repay Debt.</source>
        <translation>Il tuo Debito è pari al prestito più il {percent}% del prestito per ogni round giocato finora. La partita termina quando qualcuno può ripagare l’intero Debito, oppure dopo il round {rounds}. I Coupon non ripagano mai il Debito.</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Nascondi</translation>
    </message>
    <message>
        <source>Confirm and hide</source>
        <translation>Conferma e nascondi</translation>
    </message>
    <message>
        <source>Everyone has chosen</source>
        <translation>Tutti hanno scelto</translation>
    </message>
    <message>
        <source>Gather round: the loans are revealed together.</source>
        <translation>Riunitevi: i prestiti vengono rivelati tutti insieme.</translation>
    </message>
    <message>
        <source>Reveal the loans</source>
        <translation>Rivela i prestiti</translation>
    </message>
    <message>
        <source>The loans</source>
        <translation>I prestiti</translation>
    </message>
    <message numerus="yes">
        <source>A loan of {amount} also brings %n Coupon(s).</source>
        <translation>
            <numerusform>Un prestito di {amount} dà anche %n Coupon.</numerusform>
            <numerusform>Un prestito di {amount} dà anche %n Coupon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Each player starts the game with their loan in Yen.</source>
        <translation>Ogni giocatore inizia la partita con il proprio prestito in Yen.</translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation>Inizia a giocare</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Purchase Limit reached ({spend} of {limit})! No more Purchases this round; open Barters may finish.</source>
        <translation>Limite di acquisto raggiunto ({spend} su {limit})! Niente più Acquisti in questo round; i Baratti aperti possono concludersi.</translation>
    </message>
    <message>
        <source>{player}: {reason}</source>
        <translation>{player}: {reason}</translation>
    </message>
    <message>
        <source>The autosave could not be written: {reason}</source>
        <translation>Impossibile scrivere il salvataggio automatico: {reason}</translation>
    </message>
    <message>
        <source>The unfinished game from last time was kept as {file} in {folder}: open it with File ▸ Open game to go on with it.</source>
        <translation>La partita rimasta in sospeso l’ultima volta è stata conservata come {file} in {folder}: aprila con File ▸ Apri partita per riprenderla.</translation>
    </message>
    <message>
        <source>The unfinished game from last time could not be kept under another name ({reason}), so this game is not autosaved over it: save it with File ▸ Save.</source>
        <translation>La partita rimasta in sospeso l’ultima volta non è stata conservata con un altro nome ({reason}). Per non sovrascriverla, questa partita non viene salvata automaticamente: salvala con File ▸ Salva.</translation>
    </message>
    <message>
        <source>{player} took too long and forfeits the Purchase.</source>
        <translation>{player} ha impiegato troppo tempo e perde l’Acquisto.</translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation>{player}: clicca un Lotto iniziale libero sulla Mappa per reclamarlo.</translation>
    </message>
    <message>
        <source>Purchase Limit reached: no more Purchases. Open Barters may finish, then Income.</source>
        <translation>Limite di acquisto raggiunto: niente più Acquisti. I Baratti aperti possono concludersi, poi si passa alla Rendita.</translation>
    </message>
    <message numerus="yes">
        <source>Game over. Winner(s): {players}. File ▸ New game to play again.</source>
        <translation>
            <numerusform>Partita finita. Vince {players}. File ▸ Nuova partita per giocare ancora.</numerusform>
            <numerusform>Partita finita. Vincono {players}. File ▸ Nuova partita per giocare ancora.</numerusform>
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
        <translation>{title} — round {round}, {phase}</translation>
    </message>
    <message>
        <source>There is nothing to undo yet.</source>
        <translation>Non c’è ancora nulla da annullare.</translation>
    </message>
    <message>
        <source>Dice were rolled or a draw was made since the last action: it cannot be undone.</source>
        <translation>Dopo l’ultima azione sono stati tirati i dadi o è stato fatto un sorteggio: non si può annullare.</translation>
    </message>
    <message>
        <source>The last action was {player}&apos;s, a bot: only a person&apos;s own last action can be taken back.</source>
        <translation>L’ultima azione è di {player}, un bot: si può annullare solo la propria ultima azione.</translation>
    </message>
    <message>
        <source>{player}&apos;s last action began a new phase or round, reached the Purchase Limit or ended the game: it cannot be undone.</source>
        <translation>L’ultima azione di {player} ha avviato una nuova fase o un nuovo round, ha raggiunto il Limite di acquisto o ha concluso la partita: non si può annullare.</translation>
    </message>
    <message>
        <source>Only the player who took the last action may undo it, and not after dice or a draw.</source>
        <translation>Solo il giocatore che ha compiuto l’ultima azione può annullarla, e non dopo un tiro di dadi o un sorteggio.</translation>
    </message>
    <message>
        <source>{name}&apos;s bot ran into an error in the program: it passes when it cannot choose.</source>
        <translation>Il bot di {name} ha incontrato un errore del programma: quando non riesce a scegliere, passa.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} could not be loaded ({detail}); a normal bot plays for {name}.</source>
        <translation>Non è stato possibile caricare il plug-in bot {file} ({detail}); al posto di {name} gioca un bot normale.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} stopped with an error ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>Il plug-in bot {file} si è fermato con un errore ({detail}); da ora al posto di {name} gioca un bot normale.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} chose a move the rules refuse ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>Il plug-in bot {file} ha scelto una mossa che le regole non consentono ({detail}); da ora al posto di {name} gioca un bot normale.</translation>
    </message>
    <message>
        <source>The bot plug-in {file} gave an answer that is not a move ({detail}); a normal bot plays for {name} from now on.</source>
        <translation>Il plug-in bot {file} ha dato una risposta che non è una mossa ({detail}); da ora al posto di {name} gioca un bot normale.</translation>
    </message>
    <message>
        <source>This language is not available in this build.</source>
        <translation>Questa lingua non è disponibile in questa versione.</translation>
    </message>
    <message>
        <source>F1: rules and help · each seat&apos;s keys are on its Player Ledger</source>
        <translation>F1: regole e aiuto · i tasti di ogni posto sono sul relativo Registro del giocatore</translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>Build a {colour} Hotel: click your Land to lay capsules, click a capsule to stack one on it, E for the Entrance, Enter to build. R turns the capsule, Esc cancels.</source>
        <translation>Costruisci un Hotel {colour}: clicca il tuo Terreno per posare le Capsule, clicca una Capsula per impilarne un’altra sopra, E per l’Ingresso, Invio per costruire. R ruota la Capsula, Esc annulla.</translation>
    </message>
    <message>
        <source>No {colour} capsules left in hand.</source>
        <translation>Nessuna Capsula {colour} rimasta in mano.</translation>
    </message>
    <message>
        <source>Click your Land to lay the first ground-floor capsule.</source>
        <translation>Clicca il tuo Terreno per posare la prima Capsula del piano terra.</translation>
    </message>
    <message>
        <source>Now place the Entrance (E) against a ground-floor capsule.</source>
        <translation>Ora piazza l’Ingresso (E) accanto a una Capsula del piano terra.</translation>
    </message>
    <message>
        <source>Ready: press Enter or Confirm to build it for {price}.</source>
        <translation>Pronto: premi Invio o Conferma per costruirlo per {price}.</translation>
    </message>
    <message>
        <source>Draw the Subdivision inside {area}: press, draw its outline, release.</source>
        <extracomment>A stroke filling this much of its bounding box is taken for a rectangle. How far (map units) simplification may move the line.</extracomment>
        <translation>Traccia la Suddivisione dentro {area}: premi, disegna il contorno, rilascia.</translation>
    </message>
    <message>
        <source>Draw the Subdivision inside your own Land: press, draw its outline, release.</source>
        <translation>Traccia la Suddivisione dentro il tuo Terreno: premi, disegna il contorno, rilascia.</translation>
    </message>
    <message>
        <source>Start drawing inside your own Land.</source>
        <translation>Inizia a disegnare dentro il tuo Terreno.</translation>
    </message>
    <message>
        <source>Draw a larger closed shape.</source>
        <translation>Disegna una forma chiusa più grande.</translation>
    </message>
    <message>
        <source>Subdivision of {area}, holding {pieces}</source>
        <translation>Suddivisione di {area}, con {pieces}</translation>
    </message>
    <message>
        <source>Subdivision of {area}, empty</source>
        <translation>Suddivisione di {area}, vuota</translation>
    </message>
    <message>
        <source>Click one of your areas of Land. Esc cancels.</source>
        <translation>Clicca una delle tue aree di Terreno. Esc annulla.</translation>
    </message>
    <message>
        <source>{area} belongs to {player}</source>
        <translation>{area}: proprietà di {player}</translation>
    </message>
    <message>
        <source>Move {board} next to a claimed Parcel and drop it to buy it. R or the right button rotates it, Esc puts it back.</source>
        <translation>Porta la {board} accanto a un Lotto reclamato e rilasciala per acquistarla. R o il tasto destro la ruotano, Esc la rimette a posto.</translation>
    </message>
    <message>
        <source>{board} · {price}</source>
        <translation>{board} · {price}</translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. R turns it, Esc cancels.</source>
        <translation>Porta {piece} sul tuo Terreno e clicca. R per ruotare, Esc per annullare.</translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. Esc cancels.</source>
        <translation>Porta {piece} sul tuo Terreno e clicca. Esc per annullare.</translation>
    </message>
    <message>
        <source>{piece} · {price}</source>
        <translation>{piece} · {price}</translation>
    </message>
    <message>
        <source>a Vending Machine</source>
        <translation>un Distributore automatico</translation>
    </message>
    <message>
        <source>a Graveyard</source>
        <translation>un Cimitero</translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation>Proprietario: {player}</translation>
    </message>
    <message>
        <source>Hotel {id}</source>
        <translation>Hotel {id}</translation>
    </message>
    <message>
        <source>Vending Machine {id}</source>
        <translation>Distributore automatico {id}</translation>
    </message>
    <message>
        <source>Graveyard {id}</source>
        <translation>Cimitero {id}</translation>
    </message>
    <message>
        <source>Starting Parcel {id}</source>
        <translation>Lotto iniziale {id}</translation>
    </message>
    <message>
        <source>Parcel {id} (board {board})</source>
        <translation>Lotto {id} (plancia {board})</translation>
    </message>
    <message>
        <source>Subdivision {id} of {parent}</source>
        <translation>Suddivisione {id} di {parent}</translation>
    </message>
    <message>
        <source>Outlined by {player}</source>
        <translation>Contorno di {player}</translation>
    </message>
    <message>
        <source>Holds: {pieces}</source>
        <translation>Contiene: {pieces}</translation>
    </message>
    <message>
        <source>Nothing stands here yet.</source>
        <translation>Qui non c’è ancora niente.</translation>
    </message>
    <message>
        <source>Subdivisions: {ids}</source>
        <translation>Suddivisioni: {ids}</translation>
    </message>
    <message>
        <source>Golden Rule — Hotels: {hotels}; Vending Machines and Graveyards: {support}</source>
        <translation>Regola d’oro — Hotel: {hotels}; Distributori automatici e Cimiteri: {support}</translation>
    </message>
    <message>
        <source>No Income yet.</source>
        <translation>Ancora nessuna Rendita.</translation>
    </message>
    <message>
        <source>Income in round {round}: {amount}</source>
        <translation>Rendita nel round {round}: {amount}</translation>
    </message>
    <message>
        <source>Franchise {franchise} + Attraction {attraction} − Graveyards {graveyard}</source>
        <translation>Franchising {franchise} + Attrazione {attraction} − Cimiteri {graveyard}</translation>
    </message>
    <message>
        <source>raised to the floor of {amount}</source>
        <translation>portata al minimo di {amount}</translation>
    </message>
    <message>
        <source>capped at {amount}</source>
        <translation>limitata a {amount}</translation>
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
        <translation>Carta Attrazione, lato {side}</translation>
    </message>
    <message>
        <source>On its roof: Hotel {id}, {capsules}</source>
        <translation>Sul tetto: Hotel {id}, {capsules}</translation>
    </message>
    <message>
        <source>Every Hotel in Parcel {parcel} earns {amount} less</source>
        <translation>Ogni Hotel nel Lotto {parcel} guadagna {amount} in meno</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Isometric</source>
        <translation>Isometrica</translation>
    </message>
    <message>
        <source>Plan</source>
        <translation>Pianta</translation>
    </message>
    <message>
        <source>Switch between the plan and the isometric view (I)</source>
        <translation>Passa dalla pianta alla vista isometrica e viceversa (I)</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Adatta</translation>
    </message>
    <message>
        <source>Show the whole Map (F)</source>
        <translation>Mostra tutta la Mappa (F)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore deve avere un nome.</translation>
    </message>
    <message>
        <source>Two players have the same Seal: each Seal may be chosen once.</source>
        <translation>Due giocatori hanno lo stesso Sigillo: ogni Sigillo può essere scelto una sola volta.</translation>
    </message>
    <message>
        <source>Two players have the same pen colour: each needs their own.</source>
        <translation>Due giocatori hanno la penna dello stesso colore: ognuno deve averne uno diverso.</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Who is playing? Everyone sits at this computer; bots play on their own.</source>
        <translation>Chi gioca? Tutti siedono a questo computer; i bot giocano da soli.</translation>
    </message>
    <message>
        <source>Players:</source>
        <translation>Giocatori:</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>Attraction cards:</source>
        <translation>Carte Attrazione:</translation>
    </message>
    <message>
        <source>Not used</source>
        <translation>Non usate</translation>
    </message>
    <message>
        <source>Side A or B, chosen at each Purchase</source>
        <translation>Lato A o B, scelto a ogni Acquisto</translation>
    </message>
    <message>
        <source>Side B for every card</source>
        <translation>Lato B per tutte le carte</translation>
    </message>
    <message numerus="yes">
        <source>Tallest Hotel: %n Coupon(s) for each new tallest Hotel</source>
        <translation>
            <numerusform>Hotel più alto: %n Coupon per ogni nuovo Hotel più alto</numerusform>
            <numerusform>Hotel più alto: %n Coupon per ogni nuovo Hotel più alto</numerusform>
        </translation>
    </message>
    <message>
        <source>Components:</source>
        <translation>Componenti:</translation>
    </message>
    <message>
        <source>Relaxed mode</source>
        <translation>Modalità rilassata</translation>
    </message>
    <message>
        <source>No countdown when a Seal reaches the front of the queue: good for a first game.</source>
        <translation>Nessun conto alla rovescia quando un Sigillo arriva in testa alla coda: ideale per la prima partita.</translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation>Seme:</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice</source>
        <translation>Lo stesso seme e le stesse mosse danno gli stessi dadi</translation>
    </message>
    <message>
        <source>New seed</source>
        <translation>Nuovo seme</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Inizia la partita</translation>
    </message>
</context>
<context>
    <name>OfferBar</name>
    <message>
        <source>{player} proposes a deal.</source>
        <translation>{player} propone un accordo.</translation>
    </message>
    <message>
        <source>For {player}: accept or decline (the game goes on meanwhile).</source>
        <translation>Per {player}: accetta o rifiuta (intanto la partita continua).</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Accetta</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Rifiuta</translation>
    </message>
    <message>
        <source>Make the deal now: the Barter is settled at once.</source>
        <translation>Concludi l’accordo: il Baratto si conclude subito.</translation>
    </message>
    <message>
        <source>Say no; the bot will be told.</source>
        <translation>Rifiuta; il bot ne sarà informato.</translation>
    </message>
</context>
<context>
    <name>ParcelCard</name>
    <message>
        <source>Parcel {id}</source>
        <translation>Lotto {id}</translation>
    </message>
    <message>
        <source>{building} {id}</source>
        <translation>{building} {id}</translation>
    </message>
    <message>
        <source>+ {amount} from the Park next door (side B)</source>
        <translation>+ {amount} dal Park adiacente (lato B)</translation>
    </message>
    <message>
        <source>Attraction Income for every Hotel here: {amount}</source>
        <translation>Rendita attrazione per ogni Hotel di questo Lotto: {amount}</translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation>Hotel</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Proprietario</translation>
    </message>
    <message>
        <source>Franchise</source>
        <translation>Franchising</translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation>Attrazione</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Rendita</translation>
    </message>
    <message>
        <source>raised to the minimum of {floor}</source>
        <translation>portata al minimo di {floor}</translation>
    </message>
    <message numerus="yes">
        <source>capped at {cap} ({per} × %n Capsule(s))</source>
        <translation>
            <numerusform>limitata a {cap} ({per} × %n Capsula)</numerusform>
            <numerusform>limitata a {cap} ({per} × %n Capsule)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) for {name}</source>
        <translation>
            <numerusform>%n Coupon per {name}</numerusform>
            <numerusform>%n Coupon per {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Graveyard Deduction: − {amount} (%n Graveyard(s) × {each})</source>
        <translation>
            <numerusform>Detrazione cimitero: − {amount} (%n Cimitero × {each})</numerusform>
            <numerusform>Detrazione cimitero: − {amount} (%n Cimiteri × {each})</numerusform>
        </translation>
    </message>
    <message>
        <source>{amount}, fixed (side B)</source>
        <translation>{amount} fissi (lato B)</translation>
    </message>
    <message>
        <source>Graveyards do not count</source>
        <translation>I Cimiteri non contano</translation>
    </message>
    <message>
        <source>No-Graveyard face</source>
        <translation>Faccia Niente cimitero</translation>
    </message>
    <message>
        <source>No Graveyards in this Parcel.</source>
        <translation>Nessun Cimitero in questo Lotto.</translation>
    </message>
    <message>
        <source>No Graveyard Deduction this round: the {building} rolled the No-Graveyard face.</source>
        <translation>Nessuna Detrazione cimitero in questo round: il dado di {building} ha dato la faccia Niente cimitero.</translation>
    </message>
    <message>
        <source>No Graveyard Deduction: the {building} (side B) cancels it.</source>
        <translation>Nessuna Detrazione cimitero: la annulla {building} (lato B).</translation>
    </message>
</context>
<context>
    <name>PartyColumn</name>
    <message>
        <source>{name} is a computer player and politely declines: bots cannot barter yet.</source>
        <translation>{name} è un giocatore del computer e declina gentilmente: i bot non possono ancora barattare.</translation>
    </message>
    <message>
        <source>{name} (a computer player) answers once the deal follows the rules.</source>
        <translation>{name} (giocatore del computer) risponde quando l’accordo rispetta le regole.</translation>
    </message>
    <message>
        <source>{name} accepts this deal.</source>
        <translation>{name} accetta questo accordo.</translation>
    </message>
    <message>
        <source>{name} declines this deal.</source>
        <translation>{name} rifiuta questo accordo.</translation>
    </message>
    <message>
        <source>{name} accepts</source>
        <translation>{name} accetta</translation>
    </message>
    <message>
        <source>{name} gives:</source>
        <translation>{name} dà:</translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation>ancora niente</translation>
    </message>
    <message>
        <source>+ Yen</source>
        <translation>+ Yen</translation>
    </message>
    <message>
        <source>+ Coupons</source>
        <translation>+ Coupon</translation>
    </message>
    <message>
        <source>+ Capsules</source>
        <translation>+ Capsule</translation>
    </message>
    <message>
        <source>+ Area…</source>
        <translation>+ Area…</translation>
    </message>
    <message>
        <source>+ Subdivision…</source>
        <translation>+ Suddivisione…</translation>
    </message>
    <message>
        <source>+ Promise</source>
        <translation>+ Promessa</translation>
    </message>
    <message>
        <source>Give Yen</source>
        <translation>Dai Yen</translation>
    </message>
    <message>
        <source>Give Coupons</source>
        <translation>Dai Coupon</translation>
    </message>
    <message>
        <source>Give Capsules from your hand</source>
        <translation>Dai Capsule dalla tua mano</translation>
    </message>
    <message>
        <source>Give a whole area of Land: click it on the Map</source>
        <translation>Dai un’intera area di Terreno: cliccala sulla Mappa</translation>
    </message>
    <message>
        <source>Cut a new Subdivision out of your Land: draw it on the Map</source>
        <translation>Ricava una nuova Suddivisione dal tuo Terreno: tracciala sulla Mappa</translation>
    </message>
    <message>
        <source>Promise something (promises are not enforced)</source>
        <translation>Prometti qualcosa (le promesse non sono vincolanti)</translation>
    </message>
</context>
<context>
    <name>PlayerLedger</name>
    <message>
        <source>Click to show the loan, the Attraction cards and the Income of each round; click again to fold them.</source>
        <translation>Clicca per mostrare il prestito, le carte Attrazione e la Rendita di ogni round; clicca di nuovo per nasconderli.</translation>
    </message>
    <message>
        <source>Keys: {queue} queue · {passkey} pass</source>
        <translation>Tasti: {queue} coda · {passkey} passa</translation>
    </message>
    <message>
        <source>{loan} +{interest}/round</source>
        <translation>{loan} +{interest}/round</translation>
    </message>
    <message>
        <source>No capsules in hand</source>
        <translation>Nessuna Capsula in mano</translation>
    </message>
    <message>
        <source>{building} (side {side})</source>
        <translation>{building} (lato {side})</translation>
    </message>
    <message>
        <source>Attraction cards: {cards}</source>
        <translation>Carte Attrazione: {cards}</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vittoria</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Ha passato</translation>
    </message>
    <message>
        <source>Buying now</source>
        <translation>Sta acquistando</translation>
    </message>
    <message>
        <source>Queue #{n}</source>
        <translation>{n}º in coda</translation>
    </message>
    <message>
        <source>Bartering</source>
        <translation>Sta barattando</translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation>Bot ({level})</translation>
    </message>
    <message>
        <source>{player}&apos;s Seal: {design}. Hollow once they have passed.</source>
        <translation>Sigillo di {player}: {design}. Diventa vuoto quando il giocatore passa.</translation>
    </message>
    <message>
        <source>The queue key puts this Seal in the queue or takes it back; the pass key passes for the round. They work whatever has the focus.</source>
        <translation>Il tasto coda mette in coda questo Sigillo o lo riprende; il tasto passa fa passare per il round. Funzionano ovunque sia il focus.</translation>
    </message>
    <message>
        <source>The starting loan and its interest, added to the Debt every round.</source>
        <translation>Il prestito iniziale e i suoi interessi, che si aggiungono al Debito a ogni round.</translation>
    </message>
    <message>
        <source>Debt = starting loan + interest × current round. Repay it all in a Loans phase to end the game.</source>
        <translation>Debito = prestito iniziale + interessi × round corrente. Ripagalo per intero in una fase dei Prestiti per terminare la partita.</translation>
    </message>
    <message>
        <source>Yen on the Player Ledger (Coupons do not count).</source>
        <translation>Yen sul Registro del giocatore (i Coupon non contano).</translation>
    </message>
    <message>
        <source>Coupons: worth {value} each in a Purchase; they cannot repay Debt.</source>
        <translation>Coupon: valgono {value} ciascuno in un Acquisto; non possono ripagare il Debito.</translation>
    </message>
    <message>
        <source>Income received at the end of each round.</source>
        <translation>Rendita ricevuta alla fine di ogni round.</translation>
    </message>
    <message>
        <source>Loan</source>
        <translation>Prestito</translation>
    </message>
    <message>
        <source>Debt this round</source>
        <translation>Debito del round</translation>
    </message>
    <message>
        <source>Debt</source>
        <translation>Debito</translation>
    </message>
    <message>
        <source>Yen</source>
        <translation>Yen</translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation>Coupon</translation>
    </message>
    <message>
        <source>Income per round (円)</source>
        <translation>Rendita per round (円)</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca in:</translation>
    </message>
    <message>
        <source>File &amp;name:</source>
        <translation>&amp;Nome del file:</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>File di &amp;tipo:</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation>Non è possibile farlo in questa fase.</translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to claim a starting Parcel.</source>
        <translation>Tocca a un altro giocatore reclamare un Lotto iniziale.</translation>
    </message>
    <message>
        <source>There is no such starting Parcel.</source>
        <translation>Questo Lotto iniziale non esiste.</translation>
    </message>
    <message>
        <source>That starting Parcel is already claimed.</source>
        <translation>Quel Lotto iniziale è già stato reclamato.</translation>
    </message>
    <message>
        <source>A loan is taken only once, in round 1.</source>
        <translation>Il prestito si accende una sola volta, nel round 1.</translation>
    </message>
    <message>
        <source>That loan amount is not on the Player Ledger.</source>
        <translation>Quell’importo di prestito non è sul Registro del giocatore.</translation>
    </message>
    <message>
        <source>This player has passed for the round.</source>
        <translation>Questo giocatore ha passato per questo round.</translation>
    </message>
    <message>
        <source>The Purchase Limit has been reached: no more Purchases or new Barters this round.</source>
        <translation>Il Limite di acquisto è stato raggiunto: in questo round niente più Acquisti né nuovi Baratti.</translation>
    </message>
    <message>
        <source>The Seal is already in the queue: take it back first.</source>
        <translation>Il Sigillo è già in coda: prima riprendilo.</translation>
    </message>
    <message>
        <source>This player is in an open Barter: finish or abandon it first.</source>
        <translation>Questo giocatore partecipa a un Baratto aperto: prima concludilo o abbandonalo.</translation>
    </message>
    <message>
        <source>The Seal is not in the queue.</source>
        <translation>Il Sigillo non è in coda.</translation>
    </message>
    <message>
        <source>Only the Seal at the front of the queue may make a Purchase.</source>
        <translation>Solo il Sigillo in testa alla coda può effettuare un Acquisto.</translation>
    </message>
    <message>
        <source>That action is malformed.</source>
        <translation>Quell’azione non è ben formata.</translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation>Questo giocatore non esiste.</translation>
    </message>
    <message>
        <source>Coupons cannot pay more than the price.</source>
        <translation>I Coupon non possono pagare più del prezzo.</translation>
    </message>
    <message>
        <source>There is no such capsule colour.</source>
        <translation>Questo colore di Capsula non esiste.</translation>
    </message>
    <message>
        <source>Sold out.</source>
        <translation>Esaurito.</translation>
    </message>
    <message>
        <source>Choose at least one capsule.</source>
        <translation>Scegli almeno una Capsula.</translation>
    </message>
    <message>
        <source>That side of the Attraction card is not available in this game.</source>
        <translation>Quel lato della carta Attrazione non è disponibile in questa partita.</translation>
    </message>
    <message>
        <source>Every Sweets Buffet uses the side chosen for the first one.</source>
        <translation>Tutti gli Sweets Buffet usano il lato scelto per il primo.</translation>
    </message>
    <message>
        <source>Choose side A or side B of the Attraction card.</source>
        <translation>Scegli il lato A o il lato B della carta Attrazione.</translation>
    </message>
    <message>
        <source>There is no such Building.</source>
        <translation>Questo Edificio non esiste.</translation>
    </message>
    <message>
        <source>Only a Coin Laundry takes capsules on its roof, at most two.</source>
        <translation>Solo una Coin Laundry può avere Capsule sul tetto, al massimo due.</translation>
    </message>
    <message>
        <source>There is no such Land Parcel board.</source>
        <translation>Questa plancia dei Lotti non esiste.</translation>
    </message>
    <message>
        <source>That rotation is not allowed for this piece.</source>
        <translation>Questa rotazione non è consentita per questo pezzo.</translation>
    </message>
    <message>
        <source>Positions must lie on the half-unit grid.</source>
        <translation>Le posizioni devono trovarsi sulla griglia di mezza unità.</translation>
    </message>
    <message>
        <source>It must lie wholly on the Map.</source>
        <translation>Deve trovarsi interamente sulla Mappa.</translation>
    </message>
    <message>
        <source>It overlaps something already there.</source>
        <translation>Si sovrappone a qualcosa che c’è già.</translation>
    </message>
    <message>
        <source>A new Parcel must share part of a side with a claimed Parcel.</source>
        <translation>Un nuovo Lotto deve condividere parte di un lato con un Lotto reclamato.</translation>
    </message>
    <message>
        <source>It must stand wholly within Land you own.</source>
        <translation>Deve trovarsi interamente all’interno di Terreno che possiedi.</translation>
    </message>
    <message>
        <source>It crosses the outline of another area.</source>
        <translation>Attraversa il contorno di un’altra area.</translation>
    </message>
    <message>
        <source>Leave a visible gap between structures.</source>
        <translation>Lascia uno spazio visibile tra le strutture.</translation>
    </message>
    <message>
        <source>Golden Rule: this area would have more Hotels ({hotels}) than Vending Machines and Graveyards ({support}).</source>
        <translation>Regola d’oro: quest’area avrebbe più Hotel ({hotels}) che Distributori automatici e Cimiteri ({support}).</translation>
    </message>
    <message>
        <source>A Hotel needs at least one capsule.</source>
        <translation>Un Hotel richiede almeno una Capsula.</translation>
    </message>
    <message>
        <source>That story does not exist.</source>
        <translation>Quel piano non esiste.</translation>
    </message>
    <message>
        <source>Every capsule above the ground floor must rest wholly on capsules below it.</source>
        <translation>Ogni Capsula sopra il piano terra deve poggiare interamente sulle Capsule sottostanti.</translation>
    </message>
    <message>
        <source>The ground-floor capsules must form one group joined by their sides.</source>
        <translation>Le Capsule del piano terra devono formare un unico gruppo unito dai lati.</translation>
    </message>
    <message>
        <source>Not enough Coupons (needed: {need}; available: {have}).</source>
        <translation>Coupon insufficienti (necessari: {need}; disponibili: {have}).</translation>
    </message>
    <message>
        <source>Not enough Yen (needed: {need}; available: {have}).</source>
        <translation>Yen insufficienti (necessari: {need}; disponibili: {have}).</translation>
    </message>
    <message>
        <source>Not enough capsules of that colour in hand (needed: {need}; in hand: {have}).</source>
        <translation>Capsule di quel colore insufficienti (necessarie: {need}; in mano: {have}).</translation>
    </message>
    <message>
        <source>This Parcel already holds the most Graveyards allowed ({limit}).</source>
        <translation>Questo Lotto ha già il numero massimo di Cimiteri consentito ({limit}).</translation>
    </message>
    <message>
        <source>Too many stories: a Hotel needs at least as many ground-floor capsules as it has stories ({stories}); only a single pink stack of 4 or more stories is exempt.</source>
        <translation>Troppi piani: un Hotel deve avere al piano terra almeno tante Capsule quanti sono i suoi piani ({stories}); è esente solo un’unica pila rosa di 4 o più piani.</translation>
    </message>
    <message>
        <source>The Entrance must touch the side of a ground-floor capsule.</source>
        <translation>L’Ingresso deve toccare il lato di una Capsula del piano terra.</translation>
    </message>
    <message>
        <source>There is no such area of Land.</source>
        <translation>Questa area di Terreno non esiste.</translation>
    </message>
    <message>
        <source>The outline must be a simple closed shape with some area.</source>
        <translation>Il contorno deve essere una forma chiusa semplice, con una superficie.</translation>
    </message>
    <message>
        <source>The outline would cut through a structure.</source>
        <translation>Il contorno taglierebbe una struttura.</translation>
    </message>
    <message>
        <source>A Barter needs two or more different players.</source>
        <translation>Un Baratto richiede almeno due giocatori diversi.</translation>
    </message>
    <message>
        <source>That Barter is not open.</source>
        <translation>Quel Baratto non è aperto.</translation>
    </message>
    <message>
        <source>Every item must pass between two different parties of the Barter.</source>
        <translation>Ogni oggetto deve passare tra due parti diverse del Baratto.</translation>
    </message>
    <message>
        <source>Amounts must be more than zero.</source>
        <translation>Gli importi devono essere maggiori di zero.</translation>
    </message>
    <message>
        <source>A promise needs some text (at most {most} characters).</source>
        <translation>Una promessa richiede un testo (al massimo {most} caratteri).</translation>
    </message>
    <message>
        <source>Every party of a Barter must offer something.</source>
        <translation>Ogni parte di un Baratto deve offrire qualcosa.</translation>
    </message>
    <message>
        <source>The record&apos;s dice or draw does not fit this point of the game.</source>
        <translation>I dadi o il sorteggio della registrazione non corrispondono a questo punto della partita.</translation>
    </message>
    <message>
        <source>The record ends with dice or draws that were never used.</source>
        <translation>La registrazione termina con dadi o sorteggi mai usati.</translation>
    </message>
    <message>
        <source>The file is not valid JSON (it may be cut short or damaged).</source>
        <translation>Il file non è un JSON valido (potrebbe essere troncato o danneggiato).</translation>
    </message>
    <message>
        <source>The file is not a Tokyo Capsule Hotel game record.</source>
        <translation>Il file non è la registrazione di una partita di Tokyo Capsule Hotel.</translation>
    </message>
    <message>
        <source>The record was written by a version of the game this one cannot read.</source>
        <translation>La registrazione è stata scritta da una versione del gioco che questa non sa leggere.</translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation>Il file non esiste.</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>Impossibile leggere il file.</translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation>Il file è vuoto.</translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation>Il file non è un testo (UTF-8).</translation>
    </message>
    <message>
        <source>The file is far too large to be a game record.</source>
        <translation>Il file è troppo grande per essere la registrazione di una partita.</translation>
    </message>
    <message>
        <source>This is not a file but a folder or a device.</source>
        <translation>Questo non è un file, ma una cartella o un dispositivo.</translation>
    </message>
    <message>
        <source>The file nests lists and objects far deeper than a game record does.</source>
        <translation>Il file annida liste e oggetti molto più in profondità di quanto faccia la registrazione di una partita.</translation>
    </message>
    <message>
        <source>The file holds a number far too large for a game record.</source>
        <translation>Il file contiene un numero troppo grande per la registrazione di una partita.</translation>
    </message>
    <message>
        <source>The file holds NaN or Infinity, which are not numbers a game record may hold.</source>
        <translation>Il file contiene NaN o Infinity, che non sono numeri ammessi nella registrazione di una partita.</translation>
    </message>
    <message>
        <source>The same field appears twice in one entry.</source>
        <translation>Lo stesso campo compare due volte nella stessa voce.</translation>
    </message>
    <message>
        <source>A text holds an invalid character (a lone surrogate).</source>
        <translation>Un testo contiene un carattere non valido (un surrogato isolato).</translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation>Una partita ha da 2 a 4 giocatori.</translation>
    </message>
    <message>
        <source>Unknown Seal design.</source>
        <translation>Disegno del Sigillo sconosciuto.</translation>
    </message>
    <message>
        <source>Two players have the same Seal.</source>
        <translation>Due giocatori hanno lo stesso Sigillo.</translation>
    </message>
    <message>
        <source>A player&apos;s name is missing or longer than 40 characters.</source>
        <translation>Il nome di un giocatore manca o supera i 40 caratteri.</translation>
    </message>
    <message>
        <source>A pen colour is not written as #rrggbb.</source>
        <translation>Il colore di una penna non è scritto come #rrggbb.</translation>
    </message>
    <message>
        <source>A player is neither a person nor a bot.</source>
        <translation>Un giocatore non è né una persona né un bot.</translation>
    </message>
    <message>
        <source>A bot&apos;s level must be easy, normal or hard.</source>
        <translation>Il livello di un bot deve essere facile, normale o difficile.</translation>
    </message>
    <message>
        <source>A variant setting is not one the game knows.</source>
        <translation>Un’impostazione delle varianti non è tra quelle che il gioco conosce.</translation>
    </message>
    <message>
        <source>The record plays with a component set this version of the game does not have: {name}.</source>
        <translation>La registrazione usa un set di componenti che questa versione del gioco non conosce: {name}.</translation>
    </message>
    <message>
        <source>The game&apos;s pace (relaxed mode, grace time or countdown) is not valid.</source>
        <translation>Il ritmo della partita (modalità rilassata, tempo di tolleranza o conto alla rovescia) non è valido.</translation>
    </message>
    <message>
        <source>A required field is missing.</source>
        <translation>Manca un campo obbligatorio.</translation>
    </message>
    <message>
        <source>An entry has the wrong shape (an object was expected).</source>
        <translation>Una voce ha la forma sbagliata (era atteso un oggetto).</translation>
    </message>
    <message>
        <source>A whole number was expected.</source>
        <translation>Era atteso un numero intero.</translation>
    </message>
    <message>
        <source>A number was expected.</source>
        <translation>Era atteso un numero.</translation>
    </message>
    <message>
        <source>A text was expected.</source>
        <translation>Era atteso un testo.</translation>
    </message>
    <message>
        <source>A list was expected.</source>
        <translation>Era attesa una lista.</translation>
    </message>
    <message>
        <source>An outline point must be a pair of numbers.</source>
        <translation>Un punto del contorno deve essere una coppia di numeri.</translation>
    </message>
    <message>
        <source>Each Barter item must be exactly one thing: Yen, Coupons, Capsules, an area or a Subdivision.</source>
        <translation>Ogni oggetto di un Baratto deve essere una sola cosa: Yen, Coupon, Capsule, un’area o una Suddivisione.</translation>
    </message>
    <message>
        <source>The record contains an action this game does not know.</source>
        <translation>La registrazione contiene un’azione che questo gioco non conosce.</translation>
    </message>
    <message>
        <source>The record is damaged or was edited by hand.</source>
        <translation>La registrazione è danneggiata o è stata modificata a mano.</translation>
    </message>
    <message>
        <source>{message} (at {where})</source>
        <translation>{message} (in {where})</translation>
    </message>
    <message>
        <source>Refused ({code}).</source>
        <translation>Rifiutato ({code}).</translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message numerus="yes">
        <source>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Round {round} di {rounds}. In un round Coupon ({coupon_rounds}) ogni giocatore prende %n Coupon.</numerusform>
            <numerusform>Round {round} di {rounds}. In un round Coupon ({coupon_rounds}) ogni giocatore prende %n Coupon.</numerusform>
        </translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>Tracciato dei round</translation>
    </message>
    <message>
        <source>Mark round</source>
        <translation>Segna il round</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Prestiti</translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation>Acquisto/Baratto</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Rendita</translation>
    </message>
    <message>
        <source>The phases of each round; the current one is lit.</source>
        <translation>Le fasi di ogni round; quella corrente è evidenziata.</translation>
    </message>
</context>
<context>
    <name>RoundSpendCard</name>
    <message>
        <source>Spent {spend} of the Purchase Limit {limit}</source>
        <translation>Spesi {spend} del Limite di acquisto di {limit}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>The queue is set at the start of Purchase/Barter.</source>
        <translation>La coda si forma all’inizio della fase di Acquisto/Baratto.</translation>
    </message>
    <message>
        <source>No more Purchases this round.</source>
        <translation>Niente più Acquisti in questo round.</translation>
    </message>
    <message>
        <source>Everyone at the table has passed: the bots finish the round.</source>
        <translation>Tutti al tavolo hanno passato: i bot concludono il round.</translation>
    </message>
    <message>
        <source>The queue is empty: press your queue key to place your Seal.</source>
        <translation>La coda è vuota: premi il tuo tasto coda per piazzare il tuo Sigillo.</translation>
    </message>
    <message>
        <source>{player}: declare a Purchase now, or forfeit in {n} s.</source>
        <translation>{player}: dichiara subito un Acquisto o lo perdi tra {n} s.</translation>
    </message>
    <message>
        <source>{player} is at the front. The clock starts at the first key or click.</source>
        <translation>{player} è in testa alla coda. Il tempo parte al primo tasto o clic.</translation>
    </message>
    <message>
        <source>{player} is at the front and is choosing a Purchase.</source>
        <translation>{player} è in testa alla coda e sta scegliendo un Acquisto.</translation>
    </message>
    <message>
        <source>{player} is placing a Purchase on the Map.</source>
        <translation>{player} sta piazzando un Acquisto sulla Mappa.</translation>
    </message>
    <message>
        <source>{player} is at the front: choose a Purchase in the Purchase panel.</source>
        <translation>{player} è in testa alla coda: scegli un Acquisto nel pannello Acquisto.</translation>
    </message>
    <message>
        <source>Open the barter table for players whose Seals are out of the queue.</source>
        <translation>Apri il tavolo del Baratto per i giocatori con il Sigillo fuori dalla coda.</translation>
    </message>
    <message>
        <source>Bartering needs two players whose Seals are out of the queue and who have not passed, while Purchases are still open.</source>
        <translation>Per Barattare servono due giocatori con il Sigillo fuori dalla coda e che non abbiano passato, mentre gli Acquisti sono ancora aperti.</translation>
    </message>
    <message>
        <source>Round Spend board</source>
        <translation>Plancia delle Spese del round</translation>
    </message>
    <message>
        <source>Purchase queue (front first)</source>
        <translation>Coda di Acquisto (dalla testa)</translation>
    </message>
    <message>
        <source>Purchase Limit reached! No more Purchases this round. Open Barters may finish, then Income.</source>
        <translation>Limite di acquisto raggiunto! Niente più Acquisti in questo round. I Baratti aperti possono concludersi, poi si passa alla Rendita.</translation>
    </message>
    <message>
        <source>Barter…</source>
        <translation>Baratto…</translation>
    </message>
    <message>
        <source>The Round Spend marker: every Purchase moves it by its price (Yen and Coupons; a Graveyard never moves it). Reaching the Purchase Limit ends Purchasing for the round.</source>
        <translation>Il segnalino delle Spese del round: ogni Acquisto lo fa avanzare del suo prezzo (Yen e Coupon; un Cimitero non lo sposta mai). Raggiungere il Limite di acquisto chiude gli Acquisti per il round.</translation>
    </message>
    <message>
        <source>Seals in the queue. The Seal at the front may make one Purchase.</source>
        <translation>I Sigilli in coda. Il Sigillo in testa può effettuare un Acquisto.</translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>The screen “{name}” cannot be shown for this game.</source>
        <translation>La schermata “{name}” non può essere mostrata per questa partita.</translation>
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
        <translation>Giocatore {n}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
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
        <translation>Una persona a questo computer o un giocatore del computer</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Name of the player in seat {n}</source>
        <translation>Nome del giocatore al posto {n}</translation>
    </message>
    <message>
        <source>Seal</source>
        <translation>Sigillo</translation>
    </message>
    <message>
        <source>Pen</source>
        <translation>Penna</translation>
    </message>
    <message>
        <source>Pen colour {n}</source>
        <translation>Colore della penna {n}</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Every key must be a single plain key, used once and not by a menu (I, F, F1 are taken): {keys}</source>
        <translation>Ogni tasto deve essere un singolo tasto semplice, usato una sola volta e non da un menu (I, F, F1 sono già usati): {keys}</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Seat keys (they work wherever the focus is)</source>
        <translation>Tasti dei posti (funzionano ovunque sia il focus)</translation>
    </message>
    <message>
        <source>Queue / take back Seal</source>
        <translation>Metti in coda / riprendi il Sigillo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Seat {n} ({name}, bot)</source>
        <translation>Posto {n} ({name}, bot)</translation>
    </message>
    <message>
        <source>A bot plays this seat in this game: its keys wait for a later game.</source>
        <translation>In questa partita questo posto è di un bot: i suoi tasti serviranno in una partita successiva.</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Posto {n}</translation>
    </message>
    <message>
        <source>Click, then press the key for this seat.</source>
        <translation>Clicca, poi premi il tasto per questo posto.</translation>
    </message>
    <message>
        <source>Front of the queue</source>
        <translation>Testa della coda</translation>
    </message>
    <message>
        <source>Grace time before the {n}-second countdown (seconds):</source>
        <translation>Tempo di tolleranza prima del conto alla rovescia di {n} secondi (in secondi):</translation>
    </message>
    <message>
        <source>How long the front Seal may think before the countdown starts.</source>
        <translation>Quanto tempo può riflettere il Sigillo in testa prima che parta il conto alla rovescia.</translation>
    </message>
    <message>
        <source>Relaxed mode: no countdown (good for a first game)</source>
        <translation>Modalità rilassata: niente conto alla rovescia (ideale per la prima partita)</translation>
    </message>
    <message>
        <source>The timing applies to the game in progress and to new games.</source>
        <translation>I tempi valgono per la partita in corso e per le nuove partite.</translation>
    </message>
    <message>
        <source>The timing applies to new games.</source>
        <translation>I tempi valgono per le nuove partite.</translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message>
        <source>roll its Bonus die at Income</source>
        <translation>tira il suo Dado bonus nella fase della Rendita</translation>
    </message>
    <message>
        <source>a fixed {amount}; Graveyards in its Parcel deduct nothing</source>
        <translation>{amount} fissi; i Cimiteri nel suo Lotto non detraggono nulla</translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) at once, no Income</source>
        <translation>
            <numerusform>%n Coupon subito, nessuna Rendita</numerusform>
            <numerusform>%n Coupon subito, nessuna Rendita</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Manga Hotel: %n Coupon(s) at once, a fixed {amount}</source>
        <translation>
            <numerusform>Manga Hotel: %n Coupon subito, {amount} fissi</numerusform>
            <numerusform>Manga Hotel: %n Coupon subito, {amount} fissi</numerusform>
        </translation>
    </message>
    <message>
        <source>roll its die, and {amount} for each adjacent Parcel</source>
        <translation>tira il suo dado, più {amount} per ogni Lotto adiacente</translation>
    </message>
    <message>
        <source>no Income; lifts the Golden Rule in its Parcel</source>
        <translation>nessuna Rendita; sospende la Regola d’oro nel suo Lotto</translation>
    </message>
    <message>
        <source>Nobody is at the front of the queue.</source>
        <translation>Nessuno è in testa alla coda.</translation>
    </message>
    <message>
        <source>How many:</source>
        <translation>Quante:</translation>
    </message>
    <message>
        <source>How many pink Capsules to buy: {first} for the first, {extra} for each extra.</source>
        <translation>Quante Capsule rosa acquistare: {first} per la prima, {extra} per ogni ulteriore.</translation>
    </message>
    <message>
        <source>Sold out</source>
        <translation>Esaurito</translation>
    </message>
    <message>
        <source>Entrance + Hotel</source>
        <translation>Ingresso + Hotel</translation>
    </message>
    <message>
        <source>{price} · {left}</source>
        <translation>{price} · {left}</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player}&lt;/b&gt; is buying, with {yen} and %n Coupon(s) to spend.</source>
        <translation>
            <numerusform>Acquista &lt;b&gt;{player}&lt;/b&gt;, con {yen} e %n Coupon.</numerusform>
            <numerusform>Acquista &lt;b&gt;{player}&lt;/b&gt;, con {yen} e %n Coupon.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink</source>
        <translation>
            <numerusform>%n rosa</numerusform>
            <numerusform>%n rosa</numerusform>
        </translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation>Distributore automatico</translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation>Cimitero</translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation>guadagni {amount}</translation>
    </message>
    <message>
        <source>side {side}</source>
        <translation>lato&#xa0;{side}</translation>
    </message>
    <message>
        <source>Place a Graveyard on your Land and gain {amount}.</source>
        <translation>Piazza un Cimitero sul tuo Terreno e guadagna {amount}.</translation>
    </message>
    <message>
        <source>Buy now and pay {pay}.</source>
        <translation>Acquista ora e paga {pay}.</translation>
    </message>
    <message>
        <source>{board}: choose it, then place it on the Map next to a claimed Parcel; you pay {pay}.</source>
        <translation>{board}: sceglila, poi piazzala sulla Mappa accanto a un Lotto reclamato; paghi {pay}.</translation>
    </message>
    <message numerus="yes">
        <source>{yen} + %n Coupon(s)</source>
        <translation>
            <numerusform>{yen} + %n Coupon</numerusform>
            <numerusform>{yen} + %n Coupon</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose this piece, then place it on the Map; you pay {pay}.</source>
        <translation>Scegli questo pezzo, poi piazzalo sulla Mappa; paghi {pay}.</translation>
    </message>
    <message>
        <source>Side {side}: {effect}</source>
        <translation>Lato {side}: {effect}</translation>
    </message>
    <message>
        <source>No capsules on the roof</source>
        <translation>Nessuna Capsula sul tetto</translation>
    </message>
    <message>
        <source>{capsules} on the roof</source>
        <translation>{capsules} sul tetto</translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation>Acquisto</translation>
    </message>
    <message>
        <source>Pay with Coupons:</source>
        <translation>Paga con Coupon:</translation>
    </message>
    <message>
        <source>How many Coupons the next Purchase uses (each is worth {value}, never more than the price).</source>
        <translation>Quanti Coupon usa il prossimo Acquisto (ognuno vale {value}, mai oltre il prezzo).</translation>
    </message>
    <message>
        <source>Capsule board</source>
        <translation>Plancia delle Capsule</translation>
    </message>
    <message>
        <source>Entrances and pieces</source>
        <translation>Ingressi e pezzi</translation>
    </message>
    <message>
        <source>Land Parcel boards (or drag one from the tray)</source>
        <translation>Plance dei Lotti (o trascinane una dal vassoio)</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Edifici</translation>
    </message>
</context>
<context>
    <name>StartClaims</name>
    <message>
        <source>Click to claim starting Parcel {parcel}</source>
        <translation>Clicca per reclamare il Lotto iniziale {parcel}</translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation>{player}: clicca un Lotto iniziale libero sulla Mappa per reclamarlo.</translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>Arancione</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>Giallo</translation>
    </message>
    <message>
        <source>green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>white</source>
        <translation>Bianco</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>Rosa</translation>
    </message>
    <message>
        <source>Manga Hotel</source>
        <translation>Manga Hotel</translation>
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
        <translation>Preparazione</translation>
    </message>
    <message>
        <source>Loans</source>
        <translation>Prestiti</translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation>Acquisto/Baratto</translation>
    </message>
    <message>
        <source>Income</source>
        <translation>Rendita</translation>
    </message>
    <message>
        <source>Game End</source>
        <translation>Fine della partita</translation>
    </message>
    <message>
        <source>Crane</source>
        <translation>Gru</translation>
    </message>
    <message>
        <source>Fan</source>
        <translation>Ventaglio</translation>
    </message>
    <message>
        <source>Wave</source>
        <translation>Onda</translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation>Lanterna</translation>
    </message>
    <message>
        <source>Koi</source>
        <translation>Koi</translation>
    </message>
    <message>
        <source>Land Parcel board {board}</source>
        <translation>Plancia dei Lotti {board}</translation>
    </message>
    <message>
        <source>easy</source>
        <translation>facile</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>normale</translation>
    </message>
    <message>
        <source>hard</source>
        <translation>difficile</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Balanced</source>
        <translation>Bilanciato</translation>
    </message>
    <message>
        <source>The original numbers of this edition (prices, counts, board shapes, Buildings). Games saved before component sets existed use them. At 2 players, Graveyards alone pay off the smallest loan&apos;s Debt at round 2 and nobody can stop it; a hard bot does exactly that.</source>
        <translation>I valori originali di questa edizione (prezzi, quantità, forme delle plance, Edifici). Le partite salvate prima dei set di componenti li usano. In 2 giocatori bastano i Cimiteri per ripagare al round 2 il Debito del prestito più piccolo, e nessuno può impedirlo: un bot difficile fa proprio così.</translation>
    </message>
    <message>
        <source>Prices, counts, board shapes, Buildings, Purchase Limits and loan sizes tuned by playing many bot games, so that more than one strategy can win. The rules are the same.</source>
        <translation>Prezzi, quantità, forme delle plance, Edifici, Limiti di acquisto e importi dei Prestiti messi a punto giocando molte partite tra bot, perché possa vincere più di una strategia. Le regole sono le stesse.</translation>
    </message>
    <message numerus="yes">
        <source>%n {colour} Capsule(s)</source>
        <translation>
            <numerusform>%n Capsula {colour}</numerusform>
            <numerusform>%n Capsule {colour}</numerusform>
        </translation>
    </message>
    <message>
        <source>{area} square units within {size}</source>
        <translation>{area} unità quadrate entro {size}</translation>
    </message>
    <message numerus="yes">
        <source>%n Capsule(s)</source>
        <translation>
            <numerusform>%n Capsula</numerusform>
            <numerusform>%n Capsule</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story(-ies)</source>
        <translation>
            <numerusform>%n piano</numerusform>
            <numerusform>%n piani</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Coupon</numerusform>
            <numerusform>%n Coupon</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Entrance(s) left</source>
        <translation>
            <numerusform>resta %n Ingresso</numerusform>
            <numerusform>restano %n Ingressi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>ne&#xa0;resta&#xa0;%n</numerusform>
            <numerusform>ne&#xa0;restano&#xa0;%n</numerusform>
        </translation>
    </message>
    <message>
        <source>{first} and {last}</source>
        <translation>{first} e {last}</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>Start a new game (the current one stays in the autosave until then).</source>
        <translation>Inizia una nuova partita (fino ad allora quella in corso resta nel salvataggio automatico).</translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation>&amp;Apri partita…</translation>
    </message>
    <message>
        <source>Open a saved game record.</source>
        <translation>Apri la registrazione di una partita salvata.</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <source>Save this game.</source>
        <translation>Salva questa partita.</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <source>Save this game under a new name.</source>
        <translation>Salva questa partita con un nuovo nome.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>Close the game; it is autosaved after every action.</source>
        <translation>Chiudi il gioco; la partita viene salvata automaticamente dopo ogni azione.</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <source>Take back the last action, if it was yours and nothing followed it.</source>
        <translation>Annulla l’ultima azione, se era tua e non è seguito nient’altro.</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>Seat keys, grace time, relaxed mode.</source>
        <translation>Tasti dei posti, tempo di tolleranza, modalità rilassata.</translation>
    </message>
    <message>
        <source>&amp;Isometric view</source>
        <translation>Vista &amp;isometrica</translation>
    </message>
    <message>
        <source>Show the Map in 3-D (isometric) or from above.</source>
        <translation>Mostra la Mappa in 3D (isometrica) o dall’alto.</translation>
    </message>
    <message>
        <source>&amp;Fit the Map</source>
        <translation>&amp;Adatta la Mappa</translation>
    </message>
    <message>
        <source>Zoom so that the whole Map fits.</source>
        <translation>Regola lo zoom per mostrare tutta la Mappa.</translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation>&amp;Regole e aiuto</translation>
    </message>
    <message>
        <source>The rules reference, in your language.</source>
        <translation>Il regolamento, nella tua lingua.</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>About this edition.</source>
        <translation>Informazioni su questa edizione.</translation>
    </message>
    <message>
        <source>Switch every text to this language.</source>
        <translation>Mostra tutti i testi in questa lingua.</translation>
    </message>
</context>
</TS>

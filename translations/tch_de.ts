<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>BarterDeal</name>
    <message>
        <source>{giver} promises: “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole area {area}, with {pieces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the whole area {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new Subdivision of {area}, with {pieces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a new Subdivision of {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Coupon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupons</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BarterTable</name>
    <message>
        <source>Nothing yet.</source>
        <extracomment>The map mode each kind of addition waits for.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal follows the rules. Each party accepts it on screen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Map: click the area {name} gives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On the Map: {name} draws the new Subdivision inside their own Land (draw again to change it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter: {names}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each party adds what it gives. Every party must offer something; promises are written in the Game Ledger but not enforced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the Barter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settle the deal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>BoardsTray</name>
    <message>
        <source>Choose who is buying before taking a board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board}, {price}: drag it onto the Map next to a claimed Parcel (R or the right button turns it)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message>
        <source>to build a {colour} Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for one {colour} capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for {count} {colour} capsules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule in return for a promise to build a {colour} Hotel with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} one {colour} capsule for {yen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a plot of land in {area}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} a plot of land in {area} for {yen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers {to} {yen} for a promise to build a {colour} Hotel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} proposes a deal to {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} accepts the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} declines the deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} declines: that Subdivision would break the Golden Rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} declines: that deal is not possible. {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} would make the deal for {yen}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} keeps their promise and builds a {colour} Hotel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message>
        <source>Game End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Loans phase of round {n}, {players} had enough Yen to repay their whole Debt: the game ends there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} is over and nobody could repay their whole Debt: the game ends. The player with the highest net (Yen − Debt) wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{names} share the victory!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net (Yen − Debt)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Net position (Yen − Debt) after each round&apos;s Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game record…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play again</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FranchiseCard</name>
    <message>
        <source>Franchise Income = {per} × (Hotels of that colour + Parcels holding one).
When a Franchise first reaches {thresholds}, each player owning one of its Hotels takes 1 Coupon (a ticket marks the thresholds already paid).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameFiles</name>
    <message>
        <source>Entry {n} of the record is not a legal action: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave this game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it before leaving it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel games (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}

{reason}

The current game carries on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tokyo-capsule-hotel-game.json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}

{reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume the game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game was left unfinished: {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go on where it stopped, or start a new game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game: round {round}, {phase}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tokyo Capsule Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel, desktop edition: the real-time economic board game for 2–4 players, hot-seat or against bots.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameLedgerCard</name>
    <message>
        <source>Game Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything that happened in this game, newest first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpDialog</name>
    <message>
        <source>Not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HelpTables</name>
    <message>
        <source>Loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest per round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt after the last round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest is {p} % of the loan for every round, the current one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase Limit (Round Spend board)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{price} for all of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} for the first, + {extra} for each more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A capsule measures {size} units and is one story tall.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no limit; at most {n} per Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Piece</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size (units)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Graveyard lowers the Income of every Hotel in its Parcel by {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bonus die faces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attraction card, side B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every face of a die is equally likely; ×2 marks a face printed twice. A pink bar is a Coupon for the Building&apos;s owner; the crossed-out gravestone cancels the Graveyard Deduction in that Parcel for the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {n} starting Parcels are squares of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land Parcel boards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{a} per Hotel + {b} per Parcel with one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rounds that give every player 1 Coupon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value of a Coupon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franchise Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franchise thresholds (1 Coupon to each owner)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest Hotel Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest Hotel Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount} per Capsule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tallest Hotel variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupon per new tallest Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest gap between structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numbers of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no die: {amount} Attraction Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no die, no Attraction Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Graveyard Deduction in its Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Coupon when bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupons when bought</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolls as usual; + {amount} for every adjacent Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Golden Rule no longer applies in its Parcel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HotelBuilderPanel</name>
    <message>
        <source>Capsules left in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last capsule or the Entrance (Backspace)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the next capsule by 90° (R)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place the Entrance against a ground-floor capsule (E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build this Hotel (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give up this Hotel; every capsule goes back (Esc)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building a {colour} Hotel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>IncomeDialog</name>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income, round {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Hotel earns Franchise Income + Attraction Income − Graveyard Deduction: at least {floor}, at most {cap} per Capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no Hotels or Buildings on the Map yet: nobody earns Income this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ 1 Coupon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ {n} Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip (Space)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Continue</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ItemRow</name>
    <message>
        <source>Yen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capsules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Subdivision of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What do you promise?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take this out of the deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message>
        <source>{player} claims starting Parcel {parcel}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupon round: every player takes 1 Coupon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} has chosen a loan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loans revealed: {list}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game end check: {players} can repay their Debt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game end check: nobody can repay their Debt yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tie in Yen: {player} drawn first among {players}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase/Barter begins. Queue: {queue}. Purchase Limit {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts their Seal in the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes their Seal back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ran out of time and forfeits the Purchase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} places {item} and gains {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys {item} for {price} ({coupons} Coupons).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys {item} for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parcel {area} (board {board})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Vending Machine in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Graveyard in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Entrance: {colour} Hotel {hotel} of {n} Capsules, {stories} stories, in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {building} in {area} with {capsules} on its roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a {building} in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes the {building} Attraction card, side {side}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {n} Coupons from the {building} card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {colour} Franchise reaches {amount}: {players} take 1 Coupon each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} builds the tallest Hotel ({stories} stories) and takes 1 Coupon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase Limit reached ({spend} of {limit}): no more Purchases this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{players} open a Barter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Barter between {players} is abandoned.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} promises: “{text}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter between {players}: {deal}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Coupon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>area {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new Subdivision {sub} of {parent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{giver} gives {receiver} {what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupon(s) for {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Graveyard Deduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} {id} in {parcel} rolls: {result}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income for round {round}: {list}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over in round {round}: a player can repay their Debt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over after round {round}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner(s): {players}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoanCard</name>
    <message>
        <source>+ 1 Coupon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ {n} Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interest {interest} each round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt in round 1: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt after round {n}: &lt;b&gt;{debt}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt round by round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan of {amount}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoanHandoff</name>
    <message>
        <source>The loan could not be taken: the game has moved on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}&apos;s choice is made and hidden.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt in round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} chooses a loan in secret. Everyone else, please look away until the screen is hidden again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {name}: show my loan options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}, choose your loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Debt is the loan plus 10 % of it for every round played so far. The game ends when someone can repay their whole Debt, or after round 8. Coupons never repay Debt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirm and hide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone has chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gather round: the loans are revealed together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reveal the loans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loan of {amount} also brings 1 Coupon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loan of {amount} also brings {n} Coupons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player starts the game with their loan in Yen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start playing</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Purchase Limit reached ({spend} of {limit})! No more Purchases this round; open Barters may finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave could not be written: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} took too long and forfeits the Purchase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase Limit reached: no more Purchases. Open Barters may finish, then Income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over. Winner(s): {players}. File ▸ New game to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokyo Capsule Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{title} — round {round}, {phase}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the player who took the last action may undo it, and not after dice or a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This language is not available in this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F1: rules and help · each seat&apos;s keys are on its Player Ledger</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Map</name>
    <message>
        <source>Build a {colour} Hotel: click your Land to lay capsules, click a capsule to stack one on it, E for the Entrance, Enter to build. R turns the capsule, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No {colour} capsules left in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click your Land to lay the first ground-floor capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now place the Entrance (E) against a ground-floor capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready: press Enter or Confirm to build it for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the Subdivision inside {area}: press, draw its outline, release.</source>
        <extracomment>A stroke filling this much of its bounding box is taken for a rectangle. How far (map units) simplification may move the line.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw the Subdivision inside your own Land: press, draw its outline, release.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start drawing inside your own Land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a larger closed shape.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subdivision of {area}, holding {pieces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subdivision of {area}, empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click one of your areas of Land. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{area} belongs to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move {board} next to a claimed Parcel and drop it to buy it. R or the right button rotates it, Esc puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board} · {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. R turns it, Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {piece} on your Land and click. Esc cancels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{piece} · {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Vending Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a Graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotel {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vending Machine {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting Parcel {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parcel {id} (board {board})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subdivision {id} of {parent}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outlined by {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Holds: {pieces}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing stands here yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Subdivisions: {ids}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden Rule: {hotels} Hotels, {support} Vending Machines and Graveyards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Income yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income in round {round}: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franchise {franchise} + Attraction {attraction} − Graveyards {graveyard}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raised to the floor of {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capped at {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{capsules}, {stories} stories</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attraction card side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>On its roof: Hotel {id}, {capsules}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Hotel in Parcel {parcel} earns {amount} less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{colour} Franchise</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Isometric</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch between the plan and the isometric view (I)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the whole Map (F)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Every player needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same Seal: each Seal may be chosen once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same pen colour: each needs their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who is playing? Everyone sits at this computer; bots play on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attraction cards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side A or B, chosen at each Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side B for every card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tallest Hotel: 1 Coupon for each new tallest Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No countdown when a Seal reaches the front of the queue: good for a first game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParcelCard</name>
    <message>
        <source>Parcel {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building} {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ {amount} from the Park next door (side B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attraction Income for every Hotel here: {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Franchise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>raised to the minimum of {floor}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>capped at {cap} ({per} × {n} Capsules)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{amount}, fixed (side B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyards do not count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 Coupon for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupons for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No-Graveyard face</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Graveyards in this Parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Graveyard Deduction this round: the {building} rolled the No-Graveyard face.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Graveyard Deduction: the {building} (side B) cancels it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard Deduction: − {amount} (1 Graveyard)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard Deduction: − {amount} ({n} Graveyards × {each})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PartyColumn</name>
    <message>
        <source>{name} is a computer player and politely declines: bots cannot barter yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} (a computer player) answers once the deal follows the rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} accepts this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} declines this deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} accepts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} gives:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Yen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Capsules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Area…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Subdivision…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+ Promise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give Yen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give Capsules from your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a whole area of Land: click it on the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cut a new Subdivision out of your Land: draw it on the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Promise something (promises are not enforced)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerLedger</name>
    <message>
        <source>Keys: {queue} queue · {passkey} pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{loan} +{interest}/round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capsules in hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attraction cards: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buying now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue #{n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bartering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Seal: {design}. Hollow once they have passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue key puts this Seal in the queue or takes it back; the pass key passes for the round. They work whatever has the focus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The starting loan and its interest, added to the Debt every round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt = starting loan + interest × current round. Repay it all in a Loans phase to end the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yen on the Player Ledger (Coupons do not count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupons: worth {value} each in a Purchase; they cannot repay Debt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income received at the end of each round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Debt this round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income per round (円)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>That cannot be done in this phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is another player&apos;s turn to claim a starting Parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such starting Parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That starting Parcel is already claimed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A loan is taken only once, in round 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That loan amount is not on the Player Ledger.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player has passed for the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Purchase Limit has been reached: no more Purchases or new Barters this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Seal is already in the queue: take it back first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This player is in an open Barter: finish or abandon it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Seal is not in the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the Seal at the front of the queue may make a Purchase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That action is malformed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coupons cannot pay more than the price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough Coupons: {need} needed, {have} held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough Yen: {need} needed, {have} available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such capsule colour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose at least one capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not enough capsules of that colour in hand: {need} needed, {have} held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That side of the Attraction card is not available in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every Sweets Buffet uses the side chosen for the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose side A or side B of the Attraction card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such Building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a Coin Laundry takes capsules on its roof, at most two.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such Land Parcel board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That rotation is not allowed for this piece.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Positions must lie on the half-unit grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It must lie wholly on the Map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It overlaps something already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new Parcel must share part of a side with a claimed Parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It must stand wholly within Land you own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It crosses the outline of another area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave a visible gap between structures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden Rule: this area would have more Hotels ({hotels}) than Vending Machines and Graveyards ({support}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Parcel may hold at most {limit} Graveyards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Hotel needs at least one capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That story does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every capsule above the ground floor must rest wholly on capsules below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ground-floor capsules must form one group joined by their sides.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many stories: {stories} stories need at least {stories} ground-floor capsules (only a single pink stack of 4 or more is exempt).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Entrance must touch the side of a ground-floor capsule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such area of Land.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outline must be a simple closed shape with some area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The outline would cut through a structure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Barter needs two or more different players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That Barter is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every item must pass between two different parties of the Barter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amounts must be more than zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A promise needs some text (at most {most} characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every party of a Barter must offer something.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record&apos;s dice or draw does not fit this point of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record ends with dice or draws that were never used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON (it may be cut short or damaged).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Tokyo Capsule Hotel game record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record was written by a version of the game this one cannot read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not text (UTF-8).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is far too large to be a game record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A game has 2 to 4 players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown Seal design.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players have the same Seal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player&apos;s name is missing or longer than 40 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A pen colour is not written as #rrggbb.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A player is neither a person nor a bot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A bot&apos;s level must be easy, normal or hard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variant setting is not one the game knows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A required field is missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry has the wrong shape (an object was expected).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A whole number was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A text was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A list was expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An outline point must be a pair of numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each Barter item must be exactly one thing: Yen, Coupons, Capsules, an area or a Subdivision.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record contains an action this game does not know.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record is damaged or was edited by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{message} (at {where})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message>
        <source>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes 1 Coupon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mark round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The phases of each round; the current one is lit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RoundSpendCard</name>
    <message>
        <source>Spent {spend} of the Purchase Limit {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is set at the start of Purchase/Barter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No more Purchases this round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The queue is empty: press your queue key to place your Seal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: declare a Purchase now, or forfeit in {n} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is at the front: choose a Purchase in the shop.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the barter table for players whose Seals are out of the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bartering needs two players whose Seals are out of the queue and who have not passed, while Purchases are still open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round Spend board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase queue (front first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase Limit reached! No more Purchases this round. Open Barters may finish, then Income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Barter…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Round Spend marker: every Purchase moves it by its price (Yen and Coupons; a Graveyard never moves it). Reaching the Purchase Limit ends Purchasing for the round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seals in the queue. The Seal at the front may make one Purchase.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Screens</name>
    <message>
        <source>The screen “{name}” cannot be shown for this game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatCard</name>
    <message>
        <source>Bot {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A person at this computer, or a computer player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the player in seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pen colour {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Every key must be a single plain key, used once and not by a menu (I, F, F1 are taken): {keys}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat keys (they work wherever the focus is)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue / take back Seal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click, then press the key for this seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Front of the queue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grace time before the {n}-second countdown (seconds):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the front Seal may think before the countdown starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed mode: no countdown (good for a first game)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message>
        <source>roll its Bonus die at Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a fixed {amount}; Graveyards in its Parcel deduct nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} Coupons at once, no Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>roll its die, and {amount} for each adjacent Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manga Hotel: {n} Coupon at once, a fixed {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no Income; lifts the Golden Rule in its Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody is at the front of the queue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; is buying: {yen} and {coupons} Coupons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many pink Capsules to buy: {first} for the first, {extra} for each extra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{price} · {n} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sold out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrance + Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{price} · {n} Entrances left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vending Machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graveyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you gain {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>side {side}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place a Graveyard on your Land and gain {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{yen} + {n} Coupons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy now and pay {pay}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{board}: choose it, then place it on the Map next to a claimed Parcel; you pay {pay}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose it, then place it on the Map; you pay {pay}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Side {side}: {effect}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capsules on the roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{capsules} on the roof</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay with Coupons:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many Coupons the next Purchase uses (each is worth {value}, never more than the price).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capsule board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entrances and pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land Parcel boards (or drag one from the tray)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartClaims</name>
    <message>
        <source>Click to claim starting Parcel {parcel}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: click a free starting Parcel on the Map to claim it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message>
        <source>red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>white</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manga Hotel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coin Laundry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweets Buffet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokyo Spike</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Park</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arcade</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sumo Dohyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loans</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purchase/Barter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Income</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lantern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Koi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land Parcel board {board}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 {colour} Capsule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} {colour} Capsules</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a new game (the current one stays in the autosave until then).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a saved game record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this game under a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the game; it is autosaved after every action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take back the last action, if it was yours and nothing followed it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat keys, grace time, relaxed mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Isometric view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the Map in 3-D (isometric) or from above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit the Map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom so that the whole Map fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules and help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules reference, in your language.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About this edition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch every text to this language.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>

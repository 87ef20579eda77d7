<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>BarterDeal</name>
    <message numerus="yes">
        <source>%n Coupon(s)</source>
        <translation>
            <numerusform>%n Coupon</numerusform>
            <numerusform>%n Coupons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Bots</name>
    <message numerus="yes">
        <source>{player} offers {to} {yen} for %n {colour} capsule(s).</source>
        <translation>
            <numerusform>{player} offers {to} {yen} for one {colour} capsule.</numerusform>
            <numerusform>{player} offers {to} {yen} for %n {colour} capsules.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CapsuleColour</name>
    <message numerus="yes">
        <source>red</source>
        <translation>
            <numerusform>red</numerusform>
            <numerusform>red</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>orange</source>
        <translation>
            <numerusform>orange</numerusform>
            <numerusform>orange</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>yellow</source>
        <translation>
            <numerusform>yellow</numerusform>
            <numerusform>yellow</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>green</source>
        <translation>
            <numerusform>green</numerusform>
            <numerusform>green</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>blue</source>
        <translation>
            <numerusform>blue</numerusform>
            <numerusform>blue</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>purple</source>
        <translation>
            <numerusform>purple</numerusform>
            <numerusform>purple</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>white</source>
        <translation>
            <numerusform>white</numerusform>
            <numerusform>white</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>pink</source>
        <translation>
            <numerusform>pink</numerusform>
            <numerusform>pink</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EndScreen</name>
    <message numerus="yes">
        <source>In the Loans phase of round {round}, {players} had enough Yen to repay their whole Debt: the game ends there.</source>
        <translation>
            <numerusform>In the Loans phase of round {round}, {players} had enough Yen to repay their whole Debt: the game ends there.</numerusform>
            <numerusform>In the Loans phase of round {round}, {players} had enough Yen to repay their whole Debt: the game ends there.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{names} share the victory!</source>
        <translation>
            <numerusform>{names} wins!</numerusform>
            <numerusform>{names} share the victory!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HelpTables</name>
    <message numerus="yes">
        <source>The %n starting Parcel(s): squares of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</source>
        <translation>
            <numerusform>The %n starting Parcel is a square of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</numerusform>
            <numerusform>The %n starting Parcels are squares of {size} units. The Map sheet measures {map} units; positions snap to a {grid}-unit grid.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Rounds that give every player %n Coupon(s)</source>
        <translation>
            <numerusform>Rounds that give every player %n Coupon</numerusform>
            <numerusform>Rounds that give every player %n Coupons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Franchise thresholds (%n Coupon(s) to each owner)</source>
        <translation>
            <numerusform>Franchise thresholds (%n Coupon to each owner)</numerusform>
            <numerusform>Franchise thresholds (%n Coupons to each owner)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) per new tallest Hotel</source>
        <translation>
            <numerusform>%n Coupon per new tallest Hotel</numerusform>
            <numerusform>%n Coupons per new tallest Hotel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) when bought</source>
        <translation>
            <numerusform>%n Coupon when bought</numerusform>
            <numerusform>%n Coupons when bought</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>IncomeDialog</name>
    <message numerus="yes">
        <source>+ %n Coupon(s)</source>
        <translation>
            <numerusform>+ %n Coupon</numerusform>
            <numerusform>+ %n Coupons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Ledger</name>
    <message numerus="yes">
        <source>Coupon round: every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Coupon round: every player takes %n Coupon.</numerusform>
            <numerusform>Coupon round: every player takes %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Game end check: {players} can repay their whole Debt.</source>
        <translation>
            <numerusform>Game end check: {players} can repay their whole Debt.</numerusform>
            <numerusform>Game end check: {players} can repay their whole Debt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} buys {item} for {price} (%n Coupon(s)).</source>
        <translation>
            <numerusform>{player} buys {item} for {price} (%n Coupon).</numerusform>
            <numerusform>{player} buys {item} for {price} (%n Coupons).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} takes %n Coupon(s) from the {building} card.</source>
        <translation>
            <numerusform>{player} takes %n Coupon from the {building} card.</numerusform>
            <numerusform>{player} takes %n Coupons from the {building} card.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {player} takes %n Coupon(s).</source>
        <translation>
            <numerusform>The {colour} Franchise reaches {amount}: {player} takes %n Coupon.</numerusform>
            <numerusform>The {colour} Franchise reaches {amount}: {player} takes %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The {colour} Franchise reaches {amount}: {players} take %n Coupon(s) each.</source>
        <translation>
            <numerusform>The {colour} Franchise reaches {amount}: {players} take %n Coupon each.</numerusform>
            <numerusform>The {colour} Franchise reaches {amount}: {players} take %n Coupons each.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{player} builds the tallest Hotel ({stories}) and takes %n Coupon(s).</source>
        <translation>
            <numerusform>{player} builds the tallest Hotel ({stories}) and takes %n Coupon.</numerusform>
            <numerusform>{player} builds the tallest Hotel ({stories}) and takes %n Coupons.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Winner(s): {players}.</source>
        <translation>
            <numerusform>Winner: {players}.</numerusform>
            <numerusform>Winners: {players}.</numerusform>
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
</context>
<context>
    <name>LoanHandoff</name>
    <message numerus="yes">
        <source>A loan of {amount} also brings %n Coupon(s).</source>
        <translation>
            <numerusform>A loan of {amount} also brings %n Coupon.</numerusform>
            <numerusform>A loan of {amount} also brings %n Coupons.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Game over. Winner(s): {players}. File ▸ New game to play again.</source>
        <translation>
            <numerusform>Game over. Winner: {players}. File ▸ New game to play again.</numerusform>
            <numerusform>Game over. Winners: {players}. File ▸ New game to play again.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message numerus="yes">
        <source>Tallest Hotel: %n Coupon(s) for each new tallest Hotel</source>
        <translation>
            <numerusform>Tallest Hotel: %n Coupon for each new tallest Hotel</numerusform>
            <numerusform>Tallest Hotel: %n Coupons for each new tallest Hotel</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ParcelCard</name>
    <message numerus="yes">
        <source>capped at {cap} ({per} × %n Capsule(s))</source>
        <translation>
            <numerusform>capped at {cap} ({per} × %n Capsule)</numerusform>
            <numerusform>capped at {cap} ({per} × %n Capsules)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Coupon(s) for {name}</source>
        <translation>
            <numerusform>%n Coupon for {name}</numerusform>
            <numerusform>%n Coupons for {name}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Graveyard Deduction: − {amount} (%n Graveyard(s) × {each})</source>
        <translation>
            <numerusform>Graveyard Deduction: − {amount} (%n Graveyard × {each})</numerusform>
            <numerusform>Graveyard Deduction: − {amount} (%n Graveyards × {each})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RoundCard</name>
    <message numerus="yes">
        <source>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupon(s).</source>
        <translation>
            <numerusform>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupon.</numerusform>
            <numerusform>Round {round} of {rounds}. On a Coupon round ({coupon_rounds}) every player takes %n Coupons.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Shop</name>
    <message numerus="yes">
        <source>%n Coupon(s) at once, no Income</source>
        <translation>
            <numerusform>%n Coupon at once, no Income</numerusform>
            <numerusform>%n Coupons at once, no Income</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Manga Hotel: %n Coupon(s) at once, a fixed {amount}</source>
        <translation>
            <numerusform>Manga Hotel: %n Coupon at once, a fixed {amount}</numerusform>
            <numerusform>Manga Hotel: %n Coupons at once, a fixed {amount}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;{player}&lt;/b&gt; is buying, with {yen} and %n Coupon(s) to spend.</source>
        <translation>
            <numerusform>&lt;b&gt;{player}&lt;/b&gt; is buying, with {yen} and %n Coupon to spend.</numerusform>
            <numerusform>&lt;b&gt;{player}&lt;/b&gt; is buying, with {yen} and %n Coupons to spend.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n pink</source>
        <translation>
            <numerusform>%n pink</numerusform>
            <numerusform>%n pink</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{yen} + %n Coupon(s)</source>
        <translation>
            <numerusform>{yen} + %n Coupon</numerusform>
            <numerusform>{yen} + %n Coupons</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Terms</name>
    <message numerus="yes">
        <source>%n {colour} Capsule(s)</source>
        <translation>
            <numerusform>%n {colour} Capsule</numerusform>
            <numerusform>%n {colour} Capsules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Capsule(s)</source>
        <translation>
            <numerusform>%n Capsule</numerusform>
            <numerusform>%n Capsules</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n story(-ies)</source>
        <translation>
            <numerusform>%n story</numerusform>
            <numerusform>%n stories</numerusform>
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
            <numerusform>%n Entrance left</numerusform>
            <numerusform>%n Entrances left</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n left</source>
        <translation>
            <numerusform>%n left</numerusform>
            <numerusform>%n left</numerusform>
        </translation>
    </message>
</context>
</TS>

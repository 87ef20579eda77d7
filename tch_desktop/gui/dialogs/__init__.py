"""The game's dialogs, one module each (imported one by one by gui/window/bridge.py).

- newgame.NewGameDialog: seats, Seals, pens, variants, relaxed mode, seed
- loans.LoanHandoff: the secret loan choice passed from hand to hand, then the reveal
- income.IncomeDialog: the Income phase Parcel by Parcel, from the engine's report
- endscreen.EndScreen: why the game ended, the winners, the net-position chart
- help.HelpDialog: the rules reference (resources/help/help.<lang>.html + component tables)
- barter.BarterTable: the barter table, with the Map for areas and Subdivisions

`python -m tools.dialog_demo NAME` opens one of them on a sample position.
"""

"""The main window and what wires it: menus, files, the dialogs' moments (bridge), bot seats, screens."""

"""The Qt desktop program: windows, the Map scene, panels, dialogs and the controller."""

"""Pieces of the screens that are our own drawing: the side panel, the help overlay."""

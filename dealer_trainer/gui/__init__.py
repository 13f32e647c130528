"""The Pygame GUI: the only package that imports pygame.

app.py          window, scene stack, frame loop; run_gui() for the command line
scenes/         menu, drills, settings, table, results, progress
input_map.py    raw events -> intents (the one place that reads keys and clicks)
controller.py   intents -> trainee actions (two-click gestures), no pygame
session.py      the arbiter, the steps, the hint, the clock, no pygame
layout.py       where everything sits, pure functions of (size, occupied seats)
table_view.py   draws the table from a read-only snapshot
motion.py, anim.py   glides derived from snapshot changes, driven by update(dt)
assets.py, ui.py, theme.json, text.py   sprites, fonts, pygame_gui theme, strings
"""

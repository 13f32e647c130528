"""The screens, each a Scene on the app's stack."""

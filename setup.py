"""The wheel's layout beyond pyproject.toml: the checkout's top-level `scenarios/` and
`sprites/` folders ship inside the package as `dealer_trainer/_data/scenarios` and
`dealer_trainer/_data/sprites` (read through dealer_trainer/resources.py). pyproject.toml
names which of their files go in (`[tool.setuptools.package-data]`)."""

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

SHIPPED_FOLDERS = {
    "dealer_trainer._data.scenarios": "scenarios",
    "dealer_trainer._data.sprites": "sprites",
}



class BuildPy(build_py):
    """The shipped folders are data: their scripts (sprites/make_sprites.py) stay out."""

    def find_package_modules(self, package: str, package_dir: str) -> list[tuple[str, str, str]]:
        if package in SHIPPED_FOLDERS:
            return []
        modules: list[tuple[str, str, str]] = super().find_package_modules(package, package_dir)
        return modules


setup(
    cmdclass={"build_py": BuildPy},
    packages=[*find_packages(include=["dealer_trainer", "dealer_trainer.*"]), *SHIPPED_FOLDERS],
    package_dir=SHIPPED_FOLDERS,
)

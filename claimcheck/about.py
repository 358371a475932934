"""The package's version (one place; ``claimcheck --version`` and SARIF's ``tool.driver.version``)."""
__version__ = "0.1.0"

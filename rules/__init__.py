"""claimcheck's rule data — units, metrics, entities, sources, conditions, grammar, segmentation,
risk, messages and one YAML file per check (``checks/``).

Nothing here is code: this file only makes the folder the package ``claimcheck.rules`` inside
the wheel, so :func:`claimcheck.resources.default_rules_dir` finds it with ``importlib.resources``.
"""

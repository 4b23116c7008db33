"""Checks of the action, the example workflow and the pre-commit hooks that their schemas cannot
make: usage: validate-action.py action.yml WORKFLOW.yml .pre-commit-hooks.yaml

- action.yml: every `inputs.NAME` an expression reads is declared; every `steps.ID` read is the id
  of an earlier step (outputs: of any step); every `run` step names its shell; ids are unique.
- the workflow: a step that uses this action passes only inputs the action declares.
- .pre-commit-hooks.yaml: a list of hooks with the keys pre-commit requires, unique ids, a known
  language, and a `files` pattern that compiles.
Prints each problem as `file: problem` and exits 1 when there is one.
"""
import re
import sys

import yaml

EXPRESSION = re.compile(r"\$\{\{(.*?)\}\}", re.S)
INPUT = re.compile(r"\binputs\.([A-Za-z0-9_-]+)")
STEP = re.compile(r"\bsteps\.([A-Za-z0-9_-]+)")
LANGUAGES = {"conda", "coursier", "dart", "docker", "docker_image", "dotnet", "fail", "golang", "haskell", "julia", "lua",
             "node", "perl", "pygrep", "python", "r", "ruby", "rust", "script", "swift", "system", "unsupported",
             "unsupported_script"}


def expressions(value):
    """Every `${{ … }}` expression in a value, however nested."""
    if isinstance(value, str):
        return EXPRESSION.findall(value)
    if isinstance(value, dict):
        return [found for item in value.values() for found in expressions(item)]
    if isinstance(value, list):
        return [found for item in value for found in expressions(item)]
    return []


def load(path):
    try:
        with open(path, encoding="utf-8") as handle:
            return yaml.safe_load(handle)
    except (OSError, yaml.YAMLError) as error:
        print(f"{path}: {error}")
        sys.exit(1)


def check_action(path, problems):
    action = load(path)
    inputs = set((action.get("inputs") or {}).keys())
    steps = action.get("runs", {}).get("steps", [])
    if action.get("runs", {}).get("using") != "composite":
        problems.append(f"{path}: runs.using must be composite")
    ids = [step.get("id") for step in steps if step.get("id")]
    for duplicate in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append(f"{path}: step id '{duplicate}' is used twice")
    seen = set()
    for number, step in enumerate(steps, 1):
        name = step.get("name", f"step {number}")
        if "run" in step and "shell" not in step:
            problems.append(f"{path}: '{name}' runs a script without a shell")
        for expression in expressions(step):
            for used in INPUT.findall(expression):
                if used not in inputs:
                    problems.append(f"{path}: '{name}' reads inputs.{used}, which is not declared")
            for used in STEP.findall(expression):
                if used not in seen:
                    problems.append(f"{path}: '{name}' reads steps.{used}, which is not an earlier step")
        if step.get("id"):
            seen.add(step["id"])
    for output, spec in (action.get("outputs") or {}).items():
        for expression in expressions(spec):
            for used in STEP.findall(expression):
                if used not in ids:
                    problems.append(f"{path}: output '{output}' reads steps.{used}, which does not exist")
    return inputs


def check_workflow(path, inputs, problems):
    workflow = load(path)
    uses_action = False
    for job_name, job in (workflow.get("jobs") or {}).items():
        for step in job.get("steps", []):
            uses = step.get("uses", "")
            if uses.startswith("l10n-tools/l10n@") or uses in ("./", "."):
                uses_action = True
                for given in (step.get("with") or {}):
                    if given not in inputs:
                        problems.append(f"{path}: job '{job_name}' passes '{given}', which the action does not declare")
    if not uses_action:
        problems.append(f"{path}: no step uses the action")


def check_hooks(path, problems):
    hooks = load(path)
    if not isinstance(hooks, list) or not hooks:
        problems.append(f"{path}: must be a list of hooks")
        return
    ids = []
    for hook in hooks:
        for key in ("id", "name", "entry", "language"):
            if key not in hook:
                problems.append(f"{path}: hook {hook.get('id', '?')} lacks '{key}'")
        ids.append(hook.get("id"))
        if hook.get("language") not in LANGUAGES:
            problems.append(f"{path}: hook {hook.get('id')} has an unknown language '{hook.get('language')}'")
        try:
            re.compile(hook.get("files", ""))
        except re.error as error:
            problems.append(f"{path}: hook {hook.get('id')}: files is not a regular expression ({error})")
    for duplicate in sorted({i for i in ids if ids.count(i) > 1}):
        problems.append(f"{path}: hook id '{duplicate}' is used twice")


def main(arguments):
    if len(arguments) != 3:
        print(__doc__.splitlines()[1].strip(), file=sys.stderr)
        return 2
    action, workflow, hooks = arguments
    problems = []
    inputs = check_action(action, problems)
    check_workflow(workflow, inputs, problems)
    check_hooks(hooks, problems)
    for problem in problems:
        print(problem)
    if not problems:
        print(f"{action}, {workflow} and {hooks}: valid")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

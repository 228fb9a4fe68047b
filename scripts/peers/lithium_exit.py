"""A lithium condition that runs a command and keeps the candidate when it
exits 0, the convention of every other reducer's interestingness test
(lithium's own conditions look at a program's output instead).
Usage: PYTHONPATH=scripts/peers lithium --lines lithium_exit TEST FILE"""
import subprocess


def interesting(cli_args, temp_prefix):
    return subprocess.run(cli_args).returncode == 0

"""The `seastead` command: its parser and subcommands (command.py, commands.py), the content
options every command shares (content_options.py), the bench and the arena."""

__all__ = ["main"]


def main(argv=None) -> int:
    """Run the `seastead` command with `argv` (sys.argv's arguments by default); its exit
    status. (Imported when called, so the subcommands may read content_options.)"""
    from .command import main as run
    return run(argv)

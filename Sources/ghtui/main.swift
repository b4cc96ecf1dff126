import CNcurses
import GitHubKit
print("ghtui")

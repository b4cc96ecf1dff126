public enum GitHubKitPlaceholder {}

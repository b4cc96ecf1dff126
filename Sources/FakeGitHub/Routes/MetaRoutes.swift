/// `GET /meta`: a fixed overview of GitHub's addresses and SSH keys.
struct MetaRoutes: RouteGroup {
    static func answer(_ context: RouteContext, orderCache: inout [String: [Int]]) -> RouteOutcome? {
        context.segments == ["meta"] ? .object(Self.document, lastModified: nil) : nil
    }

    private static func strings(_ values: [String]) -> JSONValue { .array(values.map(JSONValue.string)) }

    private static let document = JSONValue.object([
        ("verifiable_password_authentication", .bool(false)),
        (
            "ssh_key_fingerprints",
            .object([
                ("SHA256_ECDSA", .string("p2QAMXNIC1TJYWeIOttrVc98/R1BUFWu3/LiyKgUfQM")),
                ("SHA256_ED25519", .string("+DiY3wvvV6TuJJhbpZisF/zLDA0zPMSvHdkr4UvCOqU")),
                ("SHA256_RSA", .string("uNiVztksCsDhcc0u9e8BujQXVUpKZIDTMczCvj3tD2s")),
            ])
        ),
        (
            "ssh_keys",
            strings([
                "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIOMqqnkVzrm0SdG6UOoqKLsabgH5C9okWi0dh2l9GKJl",
                "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBEmKSENjQEezOmxkZMy7opKgwFB9nkt5YRrYMjNuG5N87uRgg6CLrbo5wAdT/y6v0mKV0U2w0WZ2YB/++Tpockg=",
            ])
        ),
        ("hooks", strings(["192.30.252.0/22", "185.199.108.0/22", "140.82.112.0/20", "143.55.64.0/20"])),
        ("web", strings(["192.30.252.0/22", "185.199.108.0/22", "140.82.112.0/20", "2a0a:a440::/29"])),
        ("api", strings(["192.30.252.0/22", "185.199.108.0/22", "140.82.112.0/20", "2606:50c0::/32"])),
        ("git", strings(["192.30.252.0/22", "185.199.108.0/22", "140.82.112.0/20"])),
        ("packages", strings(["140.82.121.33/32", "140.82.121.34/32"])),
        ("pages", strings(["192.30.252.153/32", "192.30.252.154/32", "185.199.108.153/32"])),
        ("importer", strings(["52.23.85.212/32", "52.0.228.224/32"])),
        ("actions", strings(["4.148.0.0/16", "4.175.114.51/32", "13.64.0.0/16"])),
        ("dependabot", strings(["192.30.252.0/22"])),
        ("domains", .object([("website", strings(["*.github.com", "*.github.dev"]))])),
    ])
}

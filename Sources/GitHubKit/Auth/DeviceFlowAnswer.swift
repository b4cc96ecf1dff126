import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One answer of GitHub's device-flow endpoints, read leniently: a JSON object (asked for with
/// `Accept: application/json`) or, from servers that ignore that, a form-encoded body.
struct DeviceFlowAnswer: Sendable {
    /// The HTTP status.
    var status: Int
    /// The answer's fields as text; JSON numbers become their decimal digits.
    var fields: [String: String]

    init(status: Int, body: Data, contentType: String?) {
        self.status = status
        let text = String(decoding: body, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        if contentType?.lowercased().contains("json") == true || text.hasPrefix("{") {
            fields = Self.jsonFields(body)
        } else {
            fields = Self.formFields(text)
        }
    }

    /// GitHub's error code, if the answer is an error.
    var error: String? { fields["error"].flatMap { $0.isEmpty ? nil : $0 } }

    /// A field read as whole seconds, if it is a non-negative integer.
    func seconds(_ name: String) -> Duration? {
        guard let text = fields[name], let value = Int(text), value >= 0, value <= 86_400 else { return nil }
        return .seconds(value)
    }

    private static func jsonFields(_ body: Data) -> [String: String] {
        guard let object = (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] else {
            return [:]
        }
        var fields: [String: String] = [:]
        for (key, value) in object {
            if let text = value as? String {
                fields[key] = text
            } else if let number = value as? NSNumber {
                fields[key] = number.stringValue
            }
        }
        return fields
    }

    private static func formFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let decode = { (part: Substring) in
                part.replacingOccurrences(of: "+", with: " ").removingPercentEncoding ?? String(part)
            }
            fields[decode(parts[0])] = parts.count > 1 ? decode(parts[1]) : ""
        }
        return fields
    }
}

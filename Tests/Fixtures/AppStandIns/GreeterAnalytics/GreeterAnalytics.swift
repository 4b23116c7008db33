// A stand-in for the analytics SDK the Greeter fixture imports, as a team writes one.
public enum GreeterAnalytics {
    public static func track(_ event: String) {}
}

import Foundation

/// What the greeting shows; only Foundation is imported, as on iOS, where it brings
/// `@Observable`'s module, `LocalizedStringResource` and `URLSession`.
@Observable
final class GreetingModel {
    var name = "Ada"
    var visits = 3
    let title: LocalizedStringResource = "Welcome back"
    let session = URLSession.shared

    init() {
        print("GreetingModel created")
    }
}

import SwiftUI

/// The books in the bookcases, by title, leaving out leaflets. Only SwiftUI is imported, as on
/// iOS, where SwiftUI declares the Core Data API views use.
struct BooksView: View {
    @FetchRequest(sortDescriptors: [SortDescriptor(\.title)], predicate: NSPredicate(format: "pages > %d", 10))
    private var books: FetchedResults<Book>

    var body: some View {
        List {
            Section("Books") {
                ForEach(books) { book in
                    VStack(alignment: .leading) {
                        Text(verbatim: "\(book.title ?? "") · \(book.shelf?.name ?? "")")
                        Text("\(book.pages) pages")
                    }
                }
            }
        }
    }
}

#Preview("Books") {
    BooksView()
        .environment(\.managedObjectContext, BooksView.sampleContext())
}

extension BooksView {
    /// A context holding a bookcase and three books, one of them a comic and one a leaflet.
    static func sampleContext() -> NSManagedObjectContext {
        let context = NSPersistentContainer(name: "Greeter").viewContext
        let bookcase = Bookcase(context: context)
        bookcase.name = "Kitchen"
        let dune = Book(context: context)
        dune.title = "Dune"
        dune.shelf = bookcase
        let comic = Comic(context: context)
        comic.title = "Asterix"
        comic.artist = "Uderzo"
        comic.pages = 48
        bookcase.addToBooks(comic)
        let leaflet = Book(context: context)
        leaflet.title = "Leaflet"
        leaflet.pages = 4
        return context
    }
}

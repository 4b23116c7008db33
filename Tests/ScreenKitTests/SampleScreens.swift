@testable import ScreenKit

/// The book's detail screen after the chapter 6 fix, in outline: a header sized by its text on a
/// colored background, notes below, pushed from the list.
struct DetailSample: View {
    var title = "Complete SwiftUI book sample"
    var notes: String? = "Read every chapter and try each sample."

    var body: some View {
        VStack(alignment: .leading) {
            VStack(alignment: .leading, spacing: 8) {
                Text(verbatim: title).font(.title).bold().layoutPriority(1)
                HStack(alignment: .firstTextBaseline) {
                    Text("Priority: ") + Text(LocalizedStringKey("High")).bold()
                    Spacer()
                    Text("Aug 3, 2019")
                }
                .font(.subheadline)
            }
            .foregroundColor(.white)
            .padding()
            .padding(.top)
            .background(Rectangle().fill(Color.blue).edgesIgnoringSafeArea(.top))
            .layoutPriority(1)
            if let notes { Text(verbatim: notes).padding() }
            Spacer()
        }
        .navigationBarTitle("", displayMode: .inline)
        .navigationBarItems(trailing: Button(action: {}) { Image(systemName: "square.and.pencil").imageScale(.large) }
            .accessibility(label: Text("Edit")))
    }
}

/// The chapter 2 header: a fixed 210 pt rectangle with the title overlaid.
struct FixedHeaderSample: View {
    var body: some View {
        VStack(alignment: .leading) {
            Rectangle().fill(Color.blue)
                .frame(height: 210)
                .overlay(
                    ZStack(alignment: .bottomLeading) {
                        Rectangle().fill(Color.clear)
                        VStack(alignment: .leading, spacing: 8) {
                            Text("Complete SwiftUI book sample").font(.title).bold()
                            HStack { Text("Priority: High"); Spacer(); Text("Aug 3, 2019") }.font(.subheadline)
                        }
                        .padding()
                    }
                )
            Spacer()
        }
    }
}

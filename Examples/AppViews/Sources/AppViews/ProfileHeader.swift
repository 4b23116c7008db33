import SwiftUI

/// The top of a profile: the person's name and how long they have been a member.
struct ProfileHeader: View {
    var name: String
    var since: Int

    var body: some View {
        HStack(spacing: 12) {
            Image(systemName: "person.crop.circle")
                .font(.largeTitle)
            VStack(alignment: .leading) {
                Text(verbatim: name)
                    .font(.title2)
                Text("Member since \(since)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
        }
        .padding()
    }
}

struct ProfileHeader_Previews: PreviewProvider {
    static var previews: some View {
        ProfileHeader(name: "Ada Lovelace", since: 2019)
    }
}

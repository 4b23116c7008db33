import Catalogs
import Testing

@Suite struct InterfaceBuilderReaderTests {
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- A comment with <tags> inside -->
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="s1-aa-bb1">
                    <objects>
                        <viewController title="Settings" id="Vc1-xx-yy2">
                            <view key="view" id="Vw1-xx-yy3">
                                <subviews>
                                    <label text="Fish &amp; chips" id="Lbh-J2-qVU">
                                        <accessibility key="accessibilityConfiguration" label="Menu"/>
                                    </label>
                                    <button id="9ab-cd-efg">
                                        <state key="normal" title="Save"/>
                                        <state key="selected" title="Saved"/>
                                    </button>
                                    <segmentedControl id="Sg1-xx-yy4">
                                        <segments>
                                            <segment title="Day"/>
                                            <segment title="Week"/>
                                        </segments>
                                    </segmentedControl>
                                    <textView id="Tx1-xx-yy5">
                                        <string key="text">Line one
        Line two &#x263A;</string>
                                    </textView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test func readsObjectIDsAndTheTextsIbtoolExports() {
        let file = InterfaceBuilderFile.parse(Array(Self.storyboard.utf8), file: "Main.storyboard")
        #expect(file.error == nil)
        // sceneID is not an object id: scenes have no strings.
        #expect(file.objectIDs == ["Vc1-xx-yy2", "Vw1-xx-yy3", "Lbh-J2-qVU", "9ab-cd-efg", "Sg1-xx-yy4", "Tx1-xx-yy5"])
        #expect(file.texts == [
            "Vc1-xx-yy2.title": "Settings",
            "Lbh-J2-qVU.text": "Fish & chips",
            "Lbh-J2-qVU.accessibilityLabel": "Menu",
            "9ab-cd-efg.normalTitle": "Save",
            "9ab-cd-efg.selectedTitle": "Saved",
            "Sg1-xx-yy4.segmentTitles[0]": "Day",
            "Sg1-xx-yy4.segmentTitles[1]": "Week",
            "Tx1-xx-yy5.text": "Line one\nLine two ☺",
        ])
    }

    @Test(arguments: [
        ("<document>\n  <label id=\"a\">\n</document>", 3, 1, "expected </label>, found '</document>'"),
        ("<document>\n  <label id=\"a\" text=\"x/>\n</document>", 3, 1, "expected the closing quote of the attribute text of <label>, found '<'"),
        ("<document>\n  <label id=a/>\n</document>", 2, 13, "expected a quoted value for the attribute id of <label>, found 'a'"),
        ("<document>\n  <label id=\"a\" text=\"&nbsp;\"/>\n</document>", 2, 23, "unknown entity '&nbsp;'"),
    ])
    func malformedXMLIsAnErrorAtItsPositionAndKeepsWhatWasRead(text: String, line: Int, column: Int, message: String) {
        let file = InterfaceBuilderFile.parse(Array(text.utf8), file: "Main.storyboard")
        let error = file.error
        #expect(error?.file == "Main.storyboard")
        #expect(error?.line == line)
        #expect(error?.column == column)
        #expect(error?.message.hasPrefix(message) == true, "\(error?.message ?? "no error")")
        if message.hasPrefix("expected </label>") { #expect(file.objectIDs == ["a"]) }
    }

    @Test func anUnclosedElementIsUnterminated() {
        let file = InterfaceBuilderFile.parse(Array("<document>\n  <scenes>".utf8), file: "Main.storyboard")
        #expect(file.error?.message.contains("<scenes>") == true, "\(file.error?.message ?? "no error")")
    }
}

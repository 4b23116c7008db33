/// Small storyboards for rule examples: the base of the `Main.strings` tables beside them.
enum InterfaceExamples {
    /// A scene with a label (`Lbh-J2-qVU`, "Settings"), a button (`9ab-cd-efg`, "Save" when
    /// normal) and a view controller (`Vc1-xx-yy2`).
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155">
            <scenes>
                <scene sceneID="s1-aa-bb1">
                    <objects>
                        <viewController id="Vc1-xx-yy2" customClass="SettingsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="Vw1-xx-yy3">
                                <subviews>
                                    <label opaque="NO" text="Settings" id="Lbh-J2-qVU">
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <button opaque="NO" id="9ab-cd-efg">
                                        <state key="normal" title="Save &amp; close"/>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
}

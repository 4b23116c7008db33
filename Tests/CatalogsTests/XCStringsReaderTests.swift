import Catalogs
import Testing

/// The `.xcstrings` reader: the model, nesting, positions.
@Suite struct XCStringsReaderTests {
    static let sample = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%lld posts by %@" : {
              "comment" : "Profile header",
              "extractionState" : "manual",
              "localizations" : {
                "pl" : {
                  "stringUnit" : {
                    "state" : "needs_review",
                    "value" : "%#@posts@ od %2$@"
                  },
                  "substitutions" : {
                    "posts" : {
                      "argNum" : 1,
                      "formatSpecifier" : "lld",
                      "variations" : {
                        "plural" : {
                          "few" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg posty"
                            }
                          },
                          "one" : {
                            "stringUnit" : {
                              "state" : "translated",
                              "value" : "%arg post"
                            }
                          }
                        }
                      }
                    }
                  }
                }
              }
            },
            "Tap" : {
              "localizations" : {
                "en" : {
                  "variations" : {
                    "device" : {
                      "iphone" : {
                        "variations" : {
                          "plural" : {
                            "other" : {
                              "stringUnit" : {
                                "state" : "new",
                                "value" : "Tap"
                              }
                            }
                          }
                        }
                      },
                      "mac" : {
                        "stringUnit" : {
                          "state" : "new",
                          "value" : "Click"
                        }
                      }
                    }
                  }
                }
              },
              "shouldTranslate" : false,
              "x-future" : [
                1,
                "two"
              ]
            }
          },
          "version" : "1.1"
        }
        """

    @Test func modelWithSubstitutionsAndNestedVariations() throws {
        let catalog = try XCStringsFile.parse(Fixture.utf8(Self.sample), file: "Localizable.xcstrings")
        #expect(catalog.sourceLanguage == "en")
        #expect(catalog.version == "1.1")
        #expect(catalog.strings.map(\.key) == ["%lld posts by %@", "Tap"])

        let posts = try #require(catalog.entry(forKey: "%lld posts by %@"))
        #expect(posts.position == TextPosition(line: 4, column: 5))
        #expect(posts.comment == "Profile header")
        #expect(posts.extractionState == "manual")
        #expect(posts.isTranslatable)
        let polish = try #require(posts.localization(for: "pl"))
        #expect(polish.position == TextPosition(line: 8, column: 9))
        #expect(polish.content.stringUnit?.state == "needs_review")
        #expect(polish.content.stringUnit?.value == "%#@posts@ od %2$@")
        #expect(polish.content.stringUnit?.valuePosition == TextPosition(line: 11, column: 23))
        let substitution = try #require(polish.content.substitutions?.first)
        #expect(substitution.name == "posts")
        #expect(substitution.argNum == 1)
        #expect(substitution.formatSpecifier == "lld")
        let plural = try #require(substitution.variations?.plural)
        #expect(plural.map(\.category) == [.few, .one])
        #expect(plural.map { $0.content.stringUnit?.value } == ["%arg posty", "%arg post"])
        #expect(plural[0].position == TextPosition(line: 19, column: 19))

        let tap = try #require(catalog.entry(forKey: "Tap"))
        #expect(tap.shouldTranslate == false)
        #expect(!tap.isTranslatable)
        #expect(tap.additionalFields.map(\.key) == ["x-future"])
        let devices = try #require(tap.localization(for: "en")?.content.variations?.device)
        #expect(devices.map(\.name) == ["iphone", "mac"])
        #expect(devices[0].content.variations?.plural?.first?.content.stringUnit?.value == "Tap")
        #expect(devices[1].content.stringUnit?.value == "Click")
    }

    @Test func writingTheModelGivesXcodesBytes() throws {
        let catalog = try XCStringsFile.parse(Fixture.utf8(Self.sample))
        #expect(catalog.encoded() == Fixture.utf8(Self.sample))
        #expect(catalog.encoded(trailingNewline: true) == Fixture.utf8(Self.sample + "\n"))
    }

    @Test func duplicateKeysAreReportedNotLost() throws {
        let text = """
            {"sourceLanguage":"en","strings":{
              "a":{"comment":"one"},
              "a":{"comment":"two"}
            },"version":"1.0"}
            """
        let catalog = try XCStringsFile.parse(Fixture.utf8(text))
        #expect(catalog.strings.map(\.comment) == ["one", "two"])
        #expect(catalog.duplicateKeys == [DuplicateKey(key: "a", first: TextPosition(line: 2, column: 3), duplicate: TextPosition(line: 3, column: 3))])
    }

    @Test func writerSortsKeysAsXcodeDoes() {
        let keys = ["b", "Radial Menu", "%d of %d", "", "10 items", "9 items", "(paren)", "[link]", "Radial menu", "a"]
        #expect(keys.sorted(by: XcodeKeyOrder.areInIncreasingOrder)
            == ["", "(paren)", "[link]", "%d of %d", "9 items", "10 items", "a", "b", "Radial menu", "Radial Menu"])
    }

    @Test func writerEscapesOnlyWhatJSONRequires() {
        let node = JSONNode(.object([
            JSONMember(key: "k", value: JSONNode(.string("a\"b\\c/d\ne\tf\u{01}é😀"))),
            JSONMember(key: "e", value: JSONNode(.object([]))),
            JSONMember(key: "n", value: JSONNode(.array([JSONNode(.number("-1.5")), JSONNode(.null), JSONNode(.bool(true))]))),
        ]))
        let text = String(decoding: JSONWriter().encode(node), as: UTF8.self)
        #expect(text == """
            {
              "e" : {

              },
              "k" : "a\\"b\\\\c/d\\ne\\tf\\u0001é😀",
              "n" : [
                -1.5,
                null,
                true
              ]
            }
            """)
    }
}

/// Malformed JSON and String Catalogs.
@Suite struct XCStringsErrorTests {
    private func error(_ text: String, limits: CatalogLimits = .default) -> CatalogError? {
        Fixture.error { () throws(CatalogError) in try XCStringsFile.parse(Fixture.utf8(text), file: "Localizable.xcstrings", limits: limits) }
    }

    @Test func jsonThatIsNotAnObject() {
        #expect(error("[\n  1\n]")?.description == "Localizable.xcstrings:1:1: expected an object for the String Catalog (it must be a JSON object), found an array")
    }

    @Test func missingSourceLanguage() {
        #expect(error(#"{"strings":{}}"#)?.description == #"Localizable.xcstrings:1:1: expected a "sourceLanguage" field in the String Catalog, found no "sourceLanguage""#)
    }

    @Test func wrongTypeForAField() {
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"shouldTranslate\":\"no\"}}}")?.description
            == #"Localizable.xcstrings:1:58: expected true or false for "shouldTranslate", found a string"#)
    }

    @Test func stringUnitWithoutValue() {
        let text = "{\"sourceLanguage\":\"en\",\"strings\":{\"k\":{\"localizations\":{\"en\":{\"stringUnit\":{\"state\":\"new\"}}}}}}"
        #expect(error(text)?.description == #"Localizable.xcstrings:1:76: expected a "value" in "stringUnit", found an object"#)
    }

    @Test func missingCommaBetweenMembers() {
        #expect(error("{\n  \"sourceLanguage\" : \"en\"\n  \"strings\" : {}\n}")?.description
            == "Localizable.xcstrings:3:3: expected ',' or '}' in the object, found '\"'")
    }

    @Test func trailingComma() {
        #expect(error("{\"sourceLanguage\":\"en\",}")?.description == "Localizable.xcstrings:1:24: expected a string key, found '}'")
    }

    @Test func unterminatedString() {
        #expect(error("{\"sourceLanguage\":\"en")?.problem == .unterminated(what: "string", openedAt: TextPosition(line: 1, column: 19)))
    }

    @Test func truncatedFile() {
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{")?.description == "Localizable.xcstrings:1:35: expected a string key or '}', found end of file")
    }

    @Test func rawControlCharacterInAString() {
        #expect(error("{\"a\":\"x\ty\"}")?.position == TextPosition(line: 1, column: 8))
    }

    @Test func invalidEscape() {
        #expect(error(#"{"a":"\x"}"#)?.description == #"Localizable.xcstrings:1:8: expected one of \" \\ \/ \b \f \n \r \t \u after '\', found 'x'"#)
    }

    @Test func unpairedSurrogateEscape() {
        #expect(error(#"{"a":"x\ud83d y"}"#)?.problem == .unpairedSurrogate(codeUnit: 0xD83D, byteOffset: nil))
    }

    @Test func escapesDecode() throws {
        let document = try JSONDocument.parse(Fixture.utf8(#"["\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00"]"#))
        #expect(document.root.array?.first?.string == "\"\\/\u{08}\u{0C}\n\r\té😀")
    }

    @Test(arguments: ["01", "1.", "-", "1e", ".5", "+1"])
    func malformedNumbers(number: String) {
        #expect(Fixture.error { () throws(CatalogError) in try JSONDocument.parse(Fixture.utf8("[\(number)]")) } != nil)
    }

    @Test func garbageAfterTheTopLevelValue() {
        #expect(error("{\"sourceLanguage\":\"en\",\"strings\":{}} x")?.description == "Localizable.xcstrings:1:38: expected end of file after the top-level value, found 'x'")
    }

    @Test func deepNestingHitsTheLimit() {
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let failure = Fixture.error { () throws(CatalogError) in try JSONDocument.parse(Fixture.utf8(text)) }
        #expect(failure?.problem == .nestingTooDeep(limit: 128))
        #expect(failure?.position == TextPosition(line: 1, column: 129))
    }

    @Test func aCustomDepthLimit() {
        let limits = CatalogLimits(maxNestingDepth: 3)
        #expect(Fixture.error { () throws(CatalogError) in try JSONDocument.parse(Fixture.utf8("[[[1]]]"), limits: limits) } == nil)
        #expect(Fixture.error { () throws(CatalogError) in try JSONDocument.parse(Fixture.utf8("[[[[1]]]]"), limits: limits) }?.problem == .nestingTooDeep(limit: 3))
    }
}

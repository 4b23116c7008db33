/// What the scanned files declare, merged across files: the members of each type (with all its
/// extensions), enum raw values, global variables and functions. The scanner looks argument types
/// up here; a name declared twice with different types resolves to nothing rather than a guess.
struct DeclarationIndex: Sendable {
    /// One parameter of a function, initializer or enum case.
    struct Parameter: Sendable, Hashable {
        /// The argument label callers write; nil for `_`.
        var label: String?
        var type: TypeName
    }

    /// The type every declaration of a name gives it, or none when they disagree.
    enum AgreedType: Sendable {
        case one(TypeName)
        case conflicting

        /// The type, when every declaration agrees.
        var type: TypeName? {
            if case .one(let type) = self { type } else { nil }
        }

        /// Another declaration of the same name, of type `other`.
        mutating func add(_ other: TypeName) {
            if case .one(let mine) = self, mine != other { self = .conflicting }
        }

        /// The declarations of the same name in another file.
        func adding(_ other: AgreedType?) -> AgreedType {
            switch (self, other) {
            case (_, nil): self
            case (.one(let mine), .one(let theirs)?) where mine == theirs: self
            default: .conflicting
            }
        }
    }

    /// What is known about one type, by its simple name.
    struct TypeInfo: Sendable {
        /// Properties and methods by name (methods by their result type).
        var members: [String: AgreedType] = [:]
        /// An enum's raw-value type (`String` for `enum Priority: String`).
        var rawTypes: Set<TypeName> = []
        /// An enum's cases with their raw values, in declaration order (the name when implicit).
        var rawValues: [String] = []
        /// Initializers, explicit and memberwise.
        var initializers: [[Parameter]] = []
        /// Declared `ExpressibleByStringLiteral` (or by interpolation): a string literal can be one.
        var takesStringLiterals = false

        mutating func merge(_ other: TypeInfo) {
            takesStringLiterals = takesStringLiterals || other.takesStringLiterals
            members.merge(other.members) { $0.adding($1) }
            rawTypes.formUnion(other.rawTypes)
            rawValues += other.rawValues
            initializers += other.initializers
        }
    }

    /// No declarations: for work that needs none.
    static let empty = DeclarationIndex()

    private(set) var types: [String: TypeInfo] = [:]
    private(set) var globals: [String: AgreedType] = [:]
    /// Functions, methods and enum cases with associated values, by base name.
    private(set) var functions: [String: [[Parameter]]] = [:]
    /// Type aliases by name (`typealias Copy = LocalizedStringResource`), the type each stands for.
    private(set) var aliases: [String: AgreedType] = [:]

    mutating func addAlias(_ name: String, of type: TypeName) {
        aliases[name, default: .one(type)].add(type)
    }

    mutating func addMember(_ name: String, type: TypeName, of owner: String) {
        types[owner, default: TypeInfo()].members[name, default: .one(type)].add(type)
    }

    mutating func addGlobal(_ name: String, type: TypeName) {
        globals[name, default: .one(type)].add(type)
    }

    /// `String` properties, globals and methods by name: true when every declaration of the name
    /// gives localized text (`LocalizedValue`), so showing it needs no lookup.
    private(set) var localizedNames: [String: Bool] = [:]

    /// A `String` property, global or method named `name`, localized or not.
    mutating func addTextValue(_ name: String, isLocalized: Bool) {
        localizedNames[name] = (localizedNames[name] ?? true) && isLocalized
    }

    /// Stored `String` properties with no initial value, by name: the types that declare them.
    private(set) var storedText: [String: Set<String>] = [:]

    /// A stored `String` property `name` of `owner` with no initial value: its text is whatever
    /// constructions of `owner` give it.
    mutating func addStoredText(_ name: String, of owner: String) {
        storedText[name, default: []].insert(owner)
    }

    /// Whether every declaration named `name` gives localized text: its initial value or results
    /// (`var title: String { String(localized: "Settings") }`). What constructions and
    /// assignments give a stored property is `TextOrigin`'s to tell: no literal reaches a property
    /// every one of them fills with localized text.
    func isLocalizedValue(_ name: String) -> Bool {
        localizedNames[name] == true
    }

    /// Where literal text with words reaches (`TextOrigin`): members (`Type.title`: an initial
    /// value, an assignment, a getter's or method's result), parameters (`Type(title)`,
    /// `iconItem(#0)`: what callers pass) and globals (`appName`).
    private(set) var literalText: Set<String> = []

    /// Parameters some call gives localized text (`ShieldsBadge(label: .init(localized: "Uptime"))`),
    /// by `TextOrigin` key: the callers localize where they pass the text, so a plain literal
    /// another call passes (`ShieldsBadge(label: "Fediseer")`) is kept as it is on purpose.
    private(set) var localizedSlots: Set<String> = []

    /// Notes that literal text with words reaches each of `keys` (`TextOrigin`'s keys), and that
    /// some call gives the parameters `localized` localized text.
    mutating func addLiteralText(_ keys: Set<String>, localized: Set<String> = []) {
        literalText.formUnion(keys)
        localizedSlots.formUnion(localized)
    }

    /// Whether literal text with words reaches `key` (`TextOrigin`'s keys) and no call says that
    /// text is to be localized where it is passed.
    func receivesLiteralText(_ key: String) -> Bool {
        literalText.contains(key) && !localizedSlots.contains(key)
    }

    /// Whether literal text with words reaches the member `name` of `owner`: its declaration, an
    /// assignment, or the argument of that label in a construction of `owner`.
    func hasLiteralText(_ name: String, of owner: String) -> Bool {
        let label = name.hasPrefix("_") ? String(name.dropFirst()) : name
        if receivesLiteralText(TextOrigin.memberKey(label, of: owner)) { return true }
        guard receivesLiteralText(TextOrigin.argumentKey(label, of: owner)) else { return false }
        // `init(title: LocalizedStringResource)` takes the literal as a key: the text it stores is
        // looked up. Only an initializer that takes other text passes the literal on as it is.
        guard let initializers = types[owner]?.initializers, !initializers.isEmpty else { return true }
        return initializers.contains { parameters in
            parameters.contains { $0.label == label && CallSiteReader.keyKind(of: $0.type) == nil }
        }
    }

    /// Types whose values are encoded, decoded or persisted (`Codable`, `Decodable`, `Encodable`,
    /// `@Model`, `NSManagedObject`): their stored text is the user's data, not the interface's.
    private(set) var dataTypes: Set<String> = []

    mutating func addDataType(_ owner: String) {
        dataTypes.insert(owner)
    }

    /// Whether `name` is a stored `String` property of `owner`, a type whose values are decoded or
    /// persisted: user data, shown as it is by right.
    func isStoredData(_ name: String, of owner: TypeName) -> Bool {
        dataTypes.contains(owner.simpleName) && storedText[name]?.contains(owner.simpleName) == true
    }

    /// Callees with at least one parameter of a localizable type (the only calls whose literal
    /// arguments are keys), so other calls are passed over with one lookup.
    private(set) var calleesTakingKeys: Set<String> = []

    mutating func addFunction(_ name: String, parameters: [Parameter]) {
        functions[name, default: []].append(parameters)
        if Self.takesKeys(parameters) { calleesTakingKeys.insert(name) }
    }

    /// Whether a parameter of `parameters` is of a localizable type.
    private static func takesKeys(_ parameters: [Parameter]) -> Bool {
        parameters.contains { CallSiteReader.takesKeys($0.type) }
    }

    mutating func addInitializer(_ parameters: [Parameter], of owner: String) {
        types[owner, default: TypeInfo()].initializers.append(parameters)
        // Every type's initializers are also those an implicit `.init(…)` may call.
        functions[Self.implicitInitializer, default: []].append(parameters)
        if Self.takesKeys(parameters) {
            calleesTakingKeys.insert(owner)
            calleesTakingKeys.insert(Self.implicitInitializer)
        }
    }

    /// The callee name of an implicit `.init(…)`, whose type the context gives.
    static let implicitInitializer = "init"

    /// Whether a call of `name` may take a key: some declaration of it has a localizable parameter.
    func hasLocalizableParameters(callee name: String) -> Bool {
        calleesTakingKeys.contains(name)
    }

    mutating func addRawType(_ type: TypeName, of owner: String) {
        types[owner, default: TypeInfo()].rawTypes.insert(type)
    }

    mutating func addRawValue(_ value: String, of owner: String) {
        types[owner, default: TypeInfo()].rawValues.append(value)
    }

    mutating func addStringLiteralConformance(of owner: String) {
        types[owner, default: TypeInfo()].takesStringLiterals = true
    }

    /// Whether a string literal can be given where `type` is expected: not when the type is a
    /// number, a collection, a function, or one the scanned files declare without a string
    /// literal conformance. A type nothing tells about may take one.
    func acceptsStringLiteral(_ type: TypeName) -> Bool {
        let type = type.unwrapped
        if CallSiteReader.keyKind(of: type) != nil { return true }
        let spelling = type.spelling
        if spelling.hasPrefix("[") || spelling.hasPrefix("(") || spelling.contains("->") || spelling.hasPrefix("Binding<")
            || spelling.hasPrefix("@") {
            return false
        }
        if Self.takesNoStringLiteral.contains(type.simpleName) { return false }
        if let info = types[type.simpleName] { return info.takesStringLiterals }
        return true
    }

    /// Whether `type` is a standard type that a string literal can never be (`Int`, `Date`, …).
    static func acceptsNoStringLiteral(_ type: TypeName) -> Bool {
        takesNoStringLiteral.contains(type.simpleName)
    }

    /// Standard types that a string literal can never be.
    private static let takesNoStringLiteral: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
        "CGFloat", "Bool", "Date", "URL", "Data", "UUID", "Color", "Image", "Font", "Decimal", "TimeInterval",
        "CGSize", "CGPoint", "CGRect", "Error",
    ]

    /// Records that a type exists even when nothing else about it is known.
    mutating func addType(_ owner: String) {
        if types[owner] == nil { types[owner] = TypeInfo() }
    }

    /// Adds another file's declarations.
    mutating func merge(_ other: DeclarationIndex) {
        // Merged in place: a copy of a type's members (or of a name's owners) per file would
        // copy them again and again for a type that every file extends.
        for (name, info) in other.types {
            if types[name] == nil { types[name] = info } else { types[name]?.merge(info) }
        }
        globals.merge(other.globals) { $0.adding($1) }
        aliases.merge(other.aliases) { $0.adding($1) }
        // Appended in place: `init` gathers every file's initializers, which a copy per file
        // would copy again and again.
        for (name, lists) in other.functions { functions[name, default: []].append(contentsOf: lists) }
        calleesTakingKeys.formUnion(other.calleesTakingKeys)
        dataTypes.formUnion(other.dataTypes)
        literalText.formUnion(other.literalText)
        localizedSlots.formUnion(other.localizedSlots)
        localizedNames.merge(other.localizedNames) { $0 && $1 }
        for (name, owners) in other.storedText { storedText[name, default: []].formUnion(owners) }
    }

    /// The key type `name` stands for (`typealias Copy = LocalizedStringResource`), through
    /// aliases of aliases; nil when it is no alias of one, or its declarations disagree.
    func keyType(aliasedBy name: String) -> TypeName? {
        var name = name
        var seen: Set<String> = []
        while seen.insert(name).inserted, let target = aliases[name]?.type {
            if CallSiteReader.keyKind(of: target) != nil { return target }
            name = target.spelling
        }
        return nil
    }

    /// Gives the parameters, members and globals declared with an alias of a key type the key
    /// type itself, so `init(title: Copy)` takes a literal as a key as `init(title:
    /// LocalizedStringResource)` does, and makes `Copy("…")` the key type's initializer. For once
    /// every file's declarations are merged: an alias and its uses may be in different files.
    mutating func resolveKeyAliases() {
        var keyTypes: [String: TypeName] = [:]
        for name in aliases.keys {
            if let type = keyType(aliasedBy: name) { keyTypes[name] = type }
        }
        guard !keyTypes.isEmpty else { return }
        func resolved(_ parameters: [Parameter]) -> [Parameter] {
            parameters.map { Parameter(label: $0.label, type: $0.type.replacingNames(keyTypes)) }
        }
        func resolved(_ type: AgreedType) -> AgreedType {
            type.type.map { .one($0.replacingNames(keyTypes)) } ?? type
        }
        for (name, lists) in functions {
            functions[name] = lists.map(resolved)
        }
        for (name, info) in types {
            var info = info
            info.initializers = info.initializers.map(resolved)
            info.members = info.members.mapValues(resolved)
            types[name] = info
            if info.initializers.contains(where: Self.takesKeys) {
                calleesTakingKeys.insert(name)
            }
        }
        globals = globals.mapValues(resolved)
        for (alias, type) in keyTypes {
            functions[alias, default: []].append([Parameter(label: nil, type: type)])
        }
        for (name, lists) in functions where lists.contains(where: Self.takesKeys) {
            calleesTakingKeys.insert(name)
        }
    }

    /// The type of `member` of `owner`, when every declaration of it agrees.
    func member(_ member: String, of owner: TypeName) -> TypeName? {
        types[owner.simpleName]?.members[member]?.type
    }

    /// The type of a global variable, when every declaration agrees.
    func global(_ name: String) -> TypeName? {
        globals[name]?.type
    }

    /// Whether the scanned files declare a type of this name.
    func declares(_ type: TypeName) -> Bool { types[type.simpleName] != nil }

    /// An enum's raw-value type, when it has exactly one.
    func rawType(of owner: TypeName) -> TypeName? {
        types[owner.simpleName].flatMap { Self.single($0.rawTypes) }
    }

    /// An enum's raw values in declaration order.
    func rawValues(of owner: TypeName) -> [String] {
        types[owner.simpleName]?.rawValues ?? []
    }

    /// The type of an enum case's associated value at `position`, when every case (or function)
    /// of that name the sources declare agrees.
    func associatedValue(of caseName: String, at position: Int) -> TypeName? {
        let types = (functions[caseName] ?? []).compactMap { position < $0.count ? $0[position].type : nil }
        guard let first = types.first, types.allSatisfy({ $0 == first }) else { return nil }
        return first
    }

    /// The initializers of a type the scanned files declare, explicit and memberwise.
    func initializers(of type: TypeName) -> [[Parameter]]? {
        types[type.simpleName]?.initializers
    }

    /// The parameter lists a call of `name` may match: a type's initializers or same-named functions.
    func parameterLists(callee name: String) -> [[Parameter]] {
        (types[name]?.initializers ?? []) + (functions[name] ?? [])
    }

    private static func single(_ types: Set<TypeName>) -> TypeName? {
        types.count == 1 ? types.first : nil
    }
}

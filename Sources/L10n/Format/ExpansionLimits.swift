/// How much text formatting one catalog value may make, so a hostile catalog gives an error
/// naming its key instead of a hang or gigabytes: `%#@var@` forms that refer to other variables
/// many times over, chains of variables thousands deep, widths of a billion. `lint` reports a
/// value that would pass these limits before lookup or render meet it.
public enum ExpansionLimits {
    /// The most characters the variables, widths and precisions of one value may add to it (the
    /// value's own text does not count: it is in the catalog already).
    public static let characters = 100_000
    /// How deep `%#@var@` references may nest (a form referring to a variable whose forms refer
    /// to another...). Real catalogs nest two or three levels.
    public static let nesting = 64
    /// The most variable expansions one value may take.
    public static let steps = 100_000
}

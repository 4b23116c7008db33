// `import L10n` gives the catalog model and readers too: lookup hands out their types.
@_exported import Catalogs

#if os(Linux)
// CryptoKit on Linux: swift-crypto, Apple's open-source implementation of CryptoKit's API
// (hashes, HMAC, AES-GCM, ChaChaPoly, P-256, Curve25519, keys), re-exported under CryptoKit's name.
@_exported import Crypto
#endif

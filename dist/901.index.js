export const id = 901;
export const ids = [901];
export const modules = {

/***/ 33901:
/***/ ((__unused_webpack_module, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readCertificateInputs: () => (/* binding */ readCertificateInputs),
  runCertificateMode: () => (/* binding */ runCertificateMode)
});

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(51455);
// EXTERNAL MODULE: external "node:os"
var external_node_os_ = __webpack_require__(48161);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(76760);
var external_node_path_default = /*#__PURE__*/__webpack_require__.n(external_node_path_);
// EXTERNAL MODULE: ./node_modules/@actions/core/lib/core.js + 5 modules
var core = __webpack_require__(28524);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(77598);
// EXTERNAL MODULE: ./src/shared/exit-codes.ts
var exit_codes = __webpack_require__(8894);
// EXTERNAL MODULE: ./src/shared/make-directory.ts
var make_directory = __webpack_require__(50881);
// EXTERNAL MODULE: ./src/shared/read-file.ts
var read_file = __webpack_require__(39444);
// EXTERNAL MODULE: ./src/shared/remove.ts
var remove = __webpack_require__(68769);
// EXTERNAL MODULE: ./src/service/certificate-files.ts
var certificate_files = __webpack_require__(11414);
// EXTERNAL MODULE: ./src/service/client.ts
var service_client = __webpack_require__(29224);
// EXTERNAL MODULE: ./src/service/errors.ts
var errors = __webpack_require__(5756);
;// CONCATENATED MODULE: ./src/certificate/nss/databases.ts
/**
 * Opens each database file in turn and runs `use` on them. Every database opened is closed however
 * this ends, an open that throws included: Windows cannot delete a file that SQLite holds open,
 * so a leaked handle would make the cleanup fail and hide the real error.
 */
function withDatabases(files, use) {
    const { DatabaseSync } = sqlite();
    const opened = [];
    try {
        for (const file of files)
            opened.push(new DatabaseSync(file.path, { readOnly: file.readOnly ?? false }));
        return use(opened);
    }
    finally {
        for (const db of opened) {
            try {
                db.close();
            }
            catch {
                // Only a database closed already throws: nothing to release, and the error in flight matters more.
            }
        }
    }
}
/**
 * node:sqlite, loaded when a database is first opened: a goal run, or `upload-certificate -h`,
 * never needs it, and so still works under a Node without it.
 */
function sqlite() {
    const module = process.getBuiltinModule('node:sqlite');
    if (!module)
        throw new Error(`this Node.js (${process.version}) has no node:sqlite, which writing the certificate databases needs; use Node.js 24`);
    return module;
}

;// CONCATENATED MODULE: ./src/certificate/der.ts
/**
 * A minimal DER reader and writer: just what PKCS#12 and the NSS database need.
 * The reader keeps every element's exact bytes, so certificates are never re-encoded.
 */
/** ASN.1 universal tags used by this project. */
const Tag = {
    Boolean: 0x01,
    Integer: 0x02,
    BitString: 0x03,
    OctetString: 0x04,
    Null: 0x05,
    Oid: 0x06,
    Utf8String: 0x0c,
    Sequence: 0x30,
    Set: 0x31,
    BmpString: 0x1e
};
class DerError extends Error {
}
/**
 * Reads the element that starts at `offset`. Indefinite lengths (BER) are accepted too, since
 * some PKCS#12 writers use them; such an element's `value` ends before its end-of-contents octets.
 */
function readDer(data, offset = 0) {
    if (offset + 2 > data.length)
        throw new DerError('truncated DER element');
    const tag = data[offset];
    if ((tag & 0x1f) === 0x1f)
        throw new DerError('multi-byte DER tags are not supported');
    let length = data[offset + 1];
    let header = 2;
    if (length === 0x80) {
        if (!(tag & 0x20))
            throw new DerError('indefinite length on a primitive element');
        let end = offset + 2;
        while (!(data[end] === 0 && data[end + 1] === 0)) {
            if (end + 2 > data.length)
                throw new DerError('truncated BER element');
            end += readDer(data, end).raw.length;
        }
        return { tag, value: data.subarray(offset + 2, end), raw: data.subarray(offset, end + 2) };
    }
    if (length & 0x80) {
        const count = length & 0x7f;
        if (count > 4)
            throw new DerError('unsupported DER length');
        if (offset + 2 + count > data.length)
            throw new DerError('truncated DER length');
        length = 0;
        for (let i = 0; i < count; i++)
            length = length * 256 + data[offset + 2 + i];
        header += count;
    }
    const end = offset + header + length;
    if (end > data.length)
        throw new DerError('truncated DER element');
    return { tag, value: data.subarray(offset + header, end), raw: data.subarray(offset, end) };
}
/** Reads a buffer that must hold exactly one element. */
function parseDer(data) {
    const element = readDer(data);
    if (element.raw.length !== data.length)
        throw new DerError('trailing bytes after DER element');
    return element;
}
/** The children of a constructed element (SEQUENCE, SET, [n] EXPLICIT, …). */
function children(element) {
    const result = [];
    for (let offset = 0; offset < element.value.length;) {
        const child = readDer(element.value, offset);
        result.push(child);
        offset += child.raw.length;
    }
    return result;
}
/** Checks an element's tag and returns it, so that parsers read as a description of the structure. */
function expectTag(element, tag, what) {
    if (!element || element.tag !== tag)
        throw new DerError(`expected ${what}`);
    return element;
}
/** The octets of an OCTET STRING, primitive or (BER) constructed from pieces, whatever its tag class. */
function octets(element) {
    return element.tag & 0x20 ? Buffer.concat(children(element).map(octets)) : element.value;
}
/** Dotted text of an OBJECT IDENTIFIER's content. */
function oidToString(value) {
    const parts = [];
    let n = 0;
    for (const byte of value) {
        n = n * 128 + (byte & 0x7f);
        if (!(byte & 0x80)) {
            parts.push(n);
            n = 0;
        }
    }
    const first = parts.shift() ?? 0;
    const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
    return [...head, ...parts].join('.');
}
/** An unsigned INTEGER's value as a number (iteration counts, key lengths, versions). */
function integerToNumber(value) {
    if (value.length > 6)
        throw new DerError('integer too large');
    return value.reduce((n, byte) => n * 256 + byte, 0);
}
// ---- writing ----
function encodeLength(length) {
    if (length < 0x80)
        return Buffer.of(length);
    const bytes = [];
    for (let n = length; n > 0; n = Math.floor(n / 256))
        bytes.unshift(n & 0xff);
    return Buffer.of(0x80 | bytes.length, ...bytes);
}
/** Encodes one element from its tag and content octets. */
function encode(tag, ...content) {
    const value = Buffer.concat(content);
    return Buffer.concat([Buffer.of(tag), encodeLength(value.length), value]);
}
const sequence = (...items) => encode(Tag.Sequence, ...items);
const octetString = (value) => encode(Tag.OctetString, value);
/** Encodes a non-negative INTEGER (minimal, with a leading zero when the high bit is set). */
function integer(n) {
    const bytes = [];
    for (let v = n; v > 0; v = Math.floor(v / 256))
        bytes.unshift(v & 0xff);
    if (bytes.length === 0 || bytes[0] & 0x80)
        bytes.unshift(0);
    return encode(Tag.Integer, Buffer.from(bytes));
}
/** Encodes an OBJECT IDENTIFIER from its dotted text. */
function oid(dotted) {
    const [a, b, ...rest] = dotted.split('.').map(Number);
    const bytes = [];
    for (const arc of [a * 40 + b, ...rest]) {
        const chunk = [arc & 0x7f];
        for (let v = Math.floor(arc / 128); v > 0; v = Math.floor(v / 128))
            chunk.unshift((v & 0x7f) | 0x80);
        bytes.push(...chunk);
    }
    return encode(Tag.Oid, Buffer.from(bytes));
}

;// CONCATENATED MODULE: ./src/certificate/nss/crypto.ts


// The cryptography of an NSS key database (key4.db) whose password is empty, as NSS's softoken
// writes it (lib/softoken/sftkpwd.c, lowpbe.c). Several details look like mistakes and are not:
// "correcting" any of them makes NSS reject the database, silently or with a password prompt.
const PBES2 = '1.2.840.113549.1.5.13';
const PBKDF2 = '1.2.840.113549.1.5.12';
const PBMAC1 = '1.2.840.113549.1.5.14';
const HMAC_SHA256 = '1.2.840.113549.2.9';
const AES_256_CBC = '2.16.840.1.101.3.4.1.42';
/** The plaintext of the password-check entry (sftkpwd.c SFTK_PW_CHECK_STRING). */
const PASSWORD_CHECK = Buffer.from('password-check');
/**
 * The key that protects every entry: SHA-1 of the global salt followed by the password, here empty
 * (sftkdb_passwordToKey). NSS ≥ 3.118 uses SHA-384 and a 48-byte salt only for non-empty passwords.
 */
function passKey(globalSalt) {
    return (0,external_node_crypto_.createHash)('sha1').update(globalSalt).digest();
}
/** A fresh global salt: 20 bytes, as sftkdb_ChangePassword picks for the empty password. */
function newGlobalSalt() {
    return (0,external_node_crypto_.randomBytes)(20);
}
/**
 * PBKDF2 parameters as NSS writes them: a 32-byte salt, an iteration count of 1 (sftkdb_CheckPasswordNull
 * treats the token as password-less only with exactly 1), key length 32, PRF hmacWithSHA256 with no NULL.
 */
function pbkdf2Params(salt) {
    return sequence(oid(PBKDF2), sequence(octetString(salt), integer(1), integer(32), sequence(oid(HMAC_SHA256))));
}
function deriveKey(key, salt, iterations = 1) {
    return (0,external_node_crypto_.pbkdf2Sync)(key, salt, iterations, 32, 'sha256');
}
/**
 * Encrypts an attribute value or the password check (sftkdb_EncryptAttribute): PBES2 with
 * AES-256-CBC. The IV quirk (lowpbe.c nsspkcs5_SetIVParam): the parameter is a 14-byte OCTET STRING,
 * and the IV that NSS really uses is that parameter's raw DER, `04 0E` followed by the 14 bytes.
 */
function encryptValue(key, plaintext) {
    const salt = (0,external_node_crypto_.randomBytes)(32);
    const ivParameter = octetString((0,external_node_crypto_.randomBytes)(14));
    const cipher = (0,external_node_crypto_.createCipheriv)('aes-256-cbc', deriveKey(key, salt), ivParameter);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    const algorithm = sequence(oid(PBES2), sequence(pbkdf2Params(salt), sequence(oid(AES_256_CBC), ivParameter)));
    return sequence(algorithm, octetString(ciphertext));
}
/** Reverses `encryptValue` for a blob that NSS or we wrote. */
function decryptValue(key, blob) {
    const [algorithm, ciphertext] = children(expectTag(parseDer(blob), Tag.Sequence, 'encrypted value'));
    const [kdf, scheme] = children(children(algorithm)[1]);
    const { salt, iterations } = readPbkdf2(kdf);
    const ivParameter = children(scheme)[1].raw;
    const decipher = (0,external_node_crypto_.createDecipheriv)('aes-256-cbc', deriveKey(key, salt, iterations), ivParameter);
    return Buffer.concat([decipher.update(ciphertext.value), decipher.final()]);
}
/**
 * The integrity MAC of an attribute (sftkdb_SignAttribute): PBMAC1 with HMAC-SHA256 over the
 * object id and the attribute type, both 4-byte big-endian, then the plaintext value. For the
 * encrypted private attributes NSS passes object id 0 (CK_INVALID_HANDLE), not the row's id.
 */
function signValue(key, objectId, type, plaintext) {
    const salt = (0,external_node_crypto_.randomBytes)(32);
    const mac = macOf(deriveKey(key, salt), objectId, type, plaintext);
    const algorithm = sequence(oid(PBMAC1), sequence(pbkdf2Params(salt), sequence(oid(HMAC_SHA256))));
    return sequence(algorithm, encode(Tag.OctetString, mac));
}
/** Checks a MAC made by `signValue` or by NSS. */
function signatureMatches(key, blob, objectId, type, plaintext) {
    const [algorithm, mac] = children(expectTag(parseDer(blob), Tag.Sequence, 'attribute MAC'));
    const [kdf] = children(children(algorithm)[1]);
    const { salt, iterations } = readPbkdf2(kdf);
    const expected = macOf(deriveKey(key, salt, iterations), objectId, type, plaintext);
    return mac.value.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(mac.value, expected);
}
function macOf(key, objectId, type, plaintext) {
    const header = Buffer.alloc(8);
    header.writeUInt32BE(objectId, 0);
    header.writeUInt32BE(type, 4);
    return (0,external_node_crypto_.createHmac)('sha256', key).update(header).update(plaintext).digest();
}
function readPbkdf2(kdf) {
    const [salt, iterations] = children(children(kdf)[1]);
    return { salt: salt.value, iterations: integerToNumber(iterations.value) };
}

;// CONCATENATED MODULE: ./src/certificate/profile.ts

/** A profile that cannot be read or converted: a wrong password, not PKCS#12, no key, … (exit 1). */
class CertificateError extends exit_codes/* ToolError */.v4 {
}

;// CONCATENATED MODULE: ./src/certificate/nss/objects.ts



// The PKCS#11 objects that `pk12util -i` creates for a profile (p12d.c, pk11pk12.c), with the
// attribute values as NSS stores them (sftkdb.c): what the NSS writer stores and the reader checks.
/** PKCS#11 attribute types (pkcs11t.h, pkcs11n.h). */
const CKA = {
    CLASS: 0x0, TOKEN: 0x1, PRIVATE: 0x2, LABEL: 0x3, VALUE: 0x11,
    CERTIFICATE_TYPE: 0x80, ISSUER: 0x81, SERIAL_NUMBER: 0x82,
    KEY_TYPE: 0x100, SUBJECT: 0x101, ID: 0x102, SENSITIVE: 0x103, ENCRYPT: 0x104, DECRYPT: 0x105,
    WRAP: 0x106, UNWRAP: 0x107, SIGN: 0x108, SIGN_RECOVER: 0x109, VERIFY: 0x10a, VERIFY_RECOVER: 0x10b,
    DERIVE: 0x10c, START_DATE: 0x110, END_DATE: 0x111,
    MODULUS: 0x120, PUBLIC_EXPONENT: 0x122, PRIVATE_EXPONENT: 0x123, PRIME_1: 0x124, PRIME_2: 0x125,
    EXPONENT_1: 0x126, EXPONENT_2: 0x127, COEFFICIENT: 0x128,
    EXTRACTABLE: 0x162, LOCAL: 0x163, NEVER_EXTRACTABLE: 0x164, ALWAYS_SENSITIVE: 0x165, MODIFIABLE: 0x170,
    EC_PARAMS: 0x180, EC_POINT: 0x181, NSS_DB: 0xd5a0db00
};
const CKO = { CERTIFICATE: 1, PUBLIC_KEY: 2, PRIVATE_KEY: 3 };
const CKK = { RSA: 0, EC: 3 };
/** Attributes whose stored value is encrypted and MACed with object id 0 (sftkdb_isPrivateAttribute). */
const PRIVATE_ATTRIBUTES = [
    CKA.VALUE, CKA.PRIVATE_EXPONENT, CKA.PRIME_1, CKA.PRIME_2, CKA.EXPONENT_1, CKA.EXPONENT_2, CKA.COEFFICIENT
];
/** Plaintext attributes that carry a MAC with the row's own id (sftkdb_isAuthenticatedAttribute). */
const AUTHENTICATED_ATTRIBUTES = [CKA.MODULUS, CKA.PUBLIC_EXPONENT];
/** The named curves, by the DER of their OID (CKA_EC_PARAMS), their JWK name and OpenSSL's. */
const CURVES = [
    { jwk: 'P-256', name: 'prime256v1', params: '06082a8648ce3d030107' },
    { jwk: 'P-384', name: 'secp384r1', params: '06052b81040022' },
    { jwk: 'P-521', name: 'secp521r1', params: '06052b81040023' }
];
/** A CK_ULONG as NSS stores it: 4 bytes, big-endian, whatever the platform (sftk_ULong2SDBULong). */
const ulong = (n) => {
    const b = Buffer.alloc(4);
    b.writeUInt32BE(n);
    return b;
};
const bool = (value) => Buffer.of(value ? 1 : 0);
const EMPTY = Buffer.alloc(0);
/** The objects of one profile: its private key (key4.db), public key and certificates (cert9.db). */
function objectsOf(profile) {
    const key = keyValues(profile.privateKey);
    const nicknames = nicknamesOf(profile);
    const ee = certificateFields(profile.certificate.der);
    const common = (cls, isPrivate) => [
        [CKA.CLASS, ulong(cls)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(isPrivate)], [CKA.KEY_TYPE, ulong(key.type)],
        [CKA.ID, key.id], [CKA.START_DATE, EMPTY], [CKA.END_DATE, EMPTY], [CKA.LOCAL, bool(false)], [CKA.MODIFIABLE, bool(true)]
    ];
    const rsa = key.type === CKK.RSA;
    const privateKey = new Map([
        ...common(CKO.PRIVATE_KEY, true),
        [CKA.LABEL, Buffer.from(nicknames[0])], [CKA.SUBJECT, ee.subject], [CKA.SENSITIVE, bool(true)],
        [CKA.DECRYPT, bool(rsa)], [CKA.UNWRAP, bool(rsa)], [CKA.SIGN, bool(true)], [CKA.SIGN_RECOVER, bool(true)],
        [CKA.DERIVE, bool(!rsa)], [CKA.EXTRACTABLE, bool(true)], [CKA.NEVER_EXTRACTABLE, bool(false)],
        [CKA.ALWAYS_SENSITIVE, bool(false)], [CKA.NSS_DB, key.publicValue], ...key.privateAttributes
    ]);
    const publicKey = new Map([
        ...common(CKO.PUBLIC_KEY, false),
        [CKA.LABEL, EMPTY], [CKA.SUBJECT, EMPTY], [CKA.ENCRYPT, bool(rsa)], [CKA.WRAP, bool(rsa)],
        [CKA.VERIFY, bool(true)], [CKA.VERIFY_RECOVER, bool(rsa)], [CKA.DERIVE, bool(!rsa)], ...key.publicAttributes
    ]);
    const all = [profile.certificate, ...profile.chain];
    const certificates = all.map((certificate, i) => {
        const fields = certificateFields(certificate.der);
        return new Map([
            [CKA.CLASS, ulong(CKO.CERTIFICATE)], [CKA.TOKEN, bool(true)], [CKA.PRIVATE, bool(false)],
            [CKA.LABEL, Buffer.from(nicknames[i])], [CKA.VALUE, certificate.der], [CKA.CERTIFICATE_TYPE, ulong(0)],
            [CKA.ISSUER, fields.issuer], [CKA.SERIAL_NUMBER, fields.serial], [CKA.SUBJECT, fields.subject],
            [CKA.ID, certificateId(certificate.der)],
            [CKA.MODIFIABLE, bool(true)]
        ]);
    });
    return { privateKey, publicKey, certificates };
}
/**
 * A certificate's CKA_ID: the one of its public key, as for the key (so the end-entity certificate
 * and its key share it); a key of any other type by the SHA-1 of its SPKI.
 */
function certificateId(der) {
    const publicKey = new external_node_crypto_.X509Certificate(der).publicKey;
    return sha1(publicValue(publicKey) ?? publicKey.export({ type: 'spki', format: 'der' }));
}
/** CKA_NSS_DB: the modulus of an RSA key, the raw point of an EC key on a curve of CURVES; nothing for any other key. */
function publicValue(key) {
    if (key.asymmetricKeyType === 'rsa')
        return base64url(key.export({ format: 'jwk' }).n);
    if (!curveOf(key))
        return undefined;
    const jwk = key.export({ format: 'jwk' });
    return Buffer.concat([Buffer.of(4), base64url(jwk.x), base64url(jwk.y)]);
}
/** The curve of CURVES that an EC key is on; undefined for any other key. */
const curveOf = (key) => CURVES.find((c) => c.name === key.asymmetricKeyDetails?.namedCurve);
/** The values NSS stores for a private key and its public key. JWK integers are minimal, as NSS stores RSA numbers (RFC 7518 §2). */
function keyValues(key) {
    const value = publicValue(key);
    if (!value) {
        const curve = key.asymmetricKeyDetails?.namedCurve;
        throw new CertificateError(`the key type ${key.asymmetricKeyType?.toUpperCase() ?? 'unknown'}${curve ? ` ${curve}` : ''} is not supported`);
    }
    const jwk = key.export({ format: 'jwk' });
    const curve = curveOf(key);
    // publicValue took only RSA keys and EC keys on a curve of CURVES.
    if (curve) {
        const params = Buffer.from(curve.params, 'hex');
        return {
            type: CKK.EC,
            id: sha1(value),
            publicValue: value,
            // The public key object keeps the point DER-wrapped as an OCTET STRING; the private key keeps it raw.
            publicAttributes: [[CKA.EC_PARAMS, params], [CKA.EC_POINT, octetString(value)]],
            privateAttributes: [[CKA.EC_PARAMS, params], [CKA.VALUE, base64url(jwk.d)]]
        };
    }
    return {
        type: CKK.RSA,
        id: sha1(value),
        publicValue: value,
        publicAttributes: [[CKA.MODULUS, value], [CKA.PUBLIC_EXPONENT, base64url(jwk.e)]],
        privateAttributes: [
            [CKA.MODULUS, value], [CKA.PUBLIC_EXPONENT, base64url(jwk.e)], [CKA.PRIVATE_EXPONENT, base64url(jwk.d)], [CKA.PRIME_1, base64url(jwk.p)],
            [CKA.PRIME_2, base64url(jwk.q)], [CKA.EXPONENT_1, base64url(jwk.dp)], [CKA.EXPONENT_2, base64url(jwk.dq)], [CKA.COEFFICIENT, base64url(jwk.qi)]
        ]
    };
}
/** A JWK member: the JWK of an RSA or EC key has every member its type defines. */
const base64url = (text) => Buffer.from(text, 'base64url');
const sha1 = (data) => (0,external_node_crypto_.createHash)('sha1').update(data).digest();
/** The issuer, subject and serial number of a certificate as DER, the serial with its tag and length. */
function certificateFields(der) {
    const [tbs] = children(parseDer(der));
    const fields = children(tbs);
    const start = fields[0].tag === 0xa0 ? 1 : 0; // [0] EXPLICIT version is optional
    return { serial: fields[start].raw, issuer: fields[start + 2].raw, subject: fields[start + 4].raw };
}
/**
 * The nicknames pk12util gives (p12d.c sec_pkcs12_get_nickname_for_cert): the certificate bag's
 * friendlyName; for the key's certificate the key bag's next; else CERT_MakeCANickname's
 * "<subject CN or OU> - <issuer O or DC>". A name another subject already has gets " #2", " #3"….
 */
function nicknamesOf(profile) {
    const taken = new Map();
    return [profile.certificate, ...profile.chain].map((certificate, i) => {
        const given = certificate.friendlyName ?? (i === 0 ? profile.keyFriendlyName : undefined);
        const { issuer, subject } = certificateFields(certificate.der);
        const base = given ?? madeUpNickname(subject, issuer);
        const subjectHex = subject.toString('hex');
        let nickname = base;
        for (let n = 2; taken.has(nickname) && taken.get(nickname) !== subjectHex; n++)
            nickname = `${base} #${n}`;
        taken.set(nickname, subjectHex);
        return nickname;
    });
}
function madeUpNickname(subject, issuer) {
    // CERT_GetCommonName takes the last CN of the name; the others the first of their kind.
    const cn = nameElements(subject, '2.5.4.3').at(-1) ?? nameElements(subject, '2.5.4.11')[0];
    const org = nameElements(issuer, '2.5.4.10')[0] ?? nameElements(issuer, '0.9.2342.19200300.100.1.25')[0];
    if (cn && org)
        return `${cn} - ${org}`;
    return cn ?? 'Unknown CA';
}
/** The values of the attributes of that type in a Name, in order, escaped as NSS's avaToString does. */
function nameElements(name, type) {
    const values = [];
    for (const rdn of children(parseDer(name))) {
        for (const ava of children(rdn)) {
            const [oidElement, value] = children(ava);
            if (oidToString(oidElement.value) === type)
                values.push(decodeString(value).replace(/["\\]/g, '\\$&'));
        }
    }
    return values;
}
function decodeString(value) {
    if (value.tag === Tag.BmpString)
        return Buffer.from(value.value).swap16().toString('utf16le');
    return value.value.toString(value.tag === 0x14 ? 'latin1' : 'utf8');
}

// EXTERNAL MODULE: external "node:fs"
var external_node_fs_ = __webpack_require__(73024);
;// CONCATENATED MODULE: ./src/certificate/nss/writer.ts









// Writes what `certutil -N --empty-password` and `pk12util -i FILE -K ''` write: an NSS SQL
// database (cert9.db, key4.db, pkcs11.txt) holding one profile, with an empty key-database password.
/** The attribute columns of current NSS (sdb.c sftkdb_known_attributes, `a` + lowercase hex). Older NSS ignores extra columns. */
const ATTRIBUTE_COLUMNS = ('a0 a1 a2 a3 a4 a10 a11 a12 a80 a81 a82 a83 a84 a85 a86 a87 a88 a89 a8a a8b a8c a90 a100 a101 a102 a103 a104 a105 a106 ' +
    'a107 a108 a109 a10a a10b a10c a110 a111 a120 a121 a122 a123 a124 a125 a126 a127 a128 a129 a130 a131 a132 a133 a134 a160 ' +
    'a161 a162 a163 a164 a165 a166 a170 a171 a172 a180 a181 a200 a201 a202 a210 a40000211 a40000212 a40000213 a220 a221 a222 ' +
    'a223 a224 a225 a226 a227 a22e a22f a22a a22b a22c a22d a250 a251 a252 a300 a301 a302 a400 a401 a402 a403 a404 a405 a406 ' +
    'a480 a481 a482 a500 a501 a502 a503 a601 a602 a603 a604 a605 a606 a607 a608 a609 a60a a60b a60c a60d a60e a60f a610 a611 ' +
    'a612 a617 a618 a619 a61a a61b a61c a61d a61e a61f a620 a621 a622 a623 a624 a625 a626 a627 a629 a628 a62a a62b a62c a62d ' +
    'a62e a62f a630 a631 a632 a633 a634 a635 a636 a637 a80000001 ace534351 ace534352 ace534353 ace534354 ace534355 ace534356 ' +
    'ace534357 ace534358 ace534364 ace534365 ace534366 ace534367 ace534368 ace534369 ace534373 ace534374 ace536351 ace536352 ' +
    'ace536353 ace536354 ace536355 ace536356 ace536357 ace536358 ace536359 ace53635a ace53635b ace53635c ace53635d ace53635e ' +
    'ace53635f ace536360 ace5363b4 ace5363b5 ad5a0db00').split(' ');
/** How NSS stores a zero-length value, to tell it from an absent one (sdb.c SQLITE_EXPLICIT_NULL). */
const EXPLICIT_NULL = Buffer.from([0xa5, 0x00, 0x5a]);
/** The column of an attribute type: `printf("a%lx")`. */
const column = (type) => `a${type.toString(16)}`;
/** The object id of a row: any unused non-zero value below 2^30 (sdb.c sdb_getObjectId). */
const newObjectId = () => (0,external_node_crypto_.randomInt)(1, 0x40000000);
/**
 * Writes the three files into `dir`, each created with mode 0600. Refuses a directory that
 * already holds one of them rather than merging into someone's database.
 */
function writeNssDatabase(profile, dir) {
    const objects = objectsOf(profile);
    const files = Object.fromEntries(certificate_files/* NSS_FILES */.b.map((name) => [name, external_node_path_default().join(dir, name)]));
    const created = [];
    try {
        for (const file of Object.values(files)) {
            createPrivateFile(file);
            created.push(file);
        }
        writeDatabases(objects, files);
        (0,external_node_fs_.writeFileSync)(files['pkcs11.txt'], pkcs11Text(dir));
    }
    catch (error) {
        // Leave no half-written database (and no key material) behind, and nobody else's file touched.
        (0,remove/* removeFilesQuietly */.n)(created);
        throw error;
    }
}
function writeDatabases(objects, files) {
    const globalSalt = newGlobalSalt();
    const pass = passKey(globalSalt);
    withDatabases([{ path: files['key4.db'] }, { path: files['cert9.db'] }], ([keyDb, certDb]) => {
        createTable(keyDb, 'nssPrivate');
        createTable(certDb, 'nssPublic');
        keyDb.exec('CREATE TABLE metaData (id PRIMARY KEY UNIQUE ON CONFLICT REPLACE, item1, item2)');
        const putMeta = keyDb.prepare('INSERT INTO metaData (id, item1, item2) VALUES (?, ?, ?)');
        putMeta.run('password', globalSalt, encryptValue(pass, PASSWORD_CHECK));
        const sign = (table, id, type, macId, value) => {
            const name = `sig_${table}_${hex8(id)}_${hex8(type)}`;
            putMeta.run(name, signValue(pass, macId, type, value), null);
        };
        const privateId = newObjectId();
        const stored = new Map(objects.privateKey);
        for (const type of PRIVATE_ATTRIBUTES) {
            const value = objects.privateKey.get(type);
            if (value === undefined)
                continue;
            stored.set(type, encryptValue(pass, value));
            sign('key', privateId, type, 0, value); // object id 0: sftkdb_EncryptAttribute passes CK_INVALID_HANDLE
        }
        for (const type of AUTHENTICATED_ATTRIBUTES) {
            const value = objects.privateKey.get(type);
            if (value !== undefined)
                sign('key', privateId, type, privateId, value);
        }
        insert(keyDb, 'nssPrivate', privateId, stored);
        const used = new Set();
        const uniqueId = () => {
            let id = newObjectId();
            while (used.has(id))
                id = newObjectId();
            used.add(id);
            return id;
        };
        const publicId = uniqueId();
        insert(certDb, 'nssPublic', publicId, objects.publicKey);
        for (const type of AUTHENTICATED_ATTRIBUTES) {
            const value = objects.publicKey.get(type);
            if (value !== undefined)
                sign('cert', publicId, type, publicId, value);
        }
        for (const certificate of objects.certificates)
            insert(certDb, 'nssPublic', uniqueId(), certificate);
        for (const db of [keyDb, certDb])
            db.exec('COMMIT');
    });
}
function createPrivateFile(file) {
    try {
        (0,external_node_fs_.closeSync)((0,external_node_fs_.openSync)(file, 'wx', 0o600));
    }
    catch (error) {
        const code = error.code;
        if (code === 'EEXIST') {
            // Not the profile's fault: a message of its own, which says how to go on.
            throw new exit_codes/* ToolError */.v4(`The work directory ${external_node_path_default().dirname(file)} already holds ${external_node_path_default().basename(file)}: choose another work directory, ` +
                `or delete the database there (${certificate_files/* NSS_FILES */.b.join(', ')}) if it is no longer needed.`);
        }
        // Not the profile's fault (a read-only or full disk): the caller reports it as a local fault.
        throw error;
    }
}
/**
 * Makes the table and indexes of sdb.c (sdb_init, CREATE_*_INDEX_CMD) in a new database, inside
 * one transaction without fsync: the file is fresh, and a crash leaves nothing worth keeping.
 */
function createTable(db, table) {
    db.exec('PRAGMA synchronous = OFF; BEGIN');
    db.exec(`CREATE TABLE ${table} (id PRIMARY KEY UNIQUE ON CONFLICT ABORT, ${ATTRIBUTE_COLUMNS.join(', ')})`);
    for (const [name, type] of [['issuer', CKA.ISSUER], ['subject', CKA.SUBJECT], ['label', CKA.LABEL], ['ckaid', CKA.ID]]) {
        db.exec(`CREATE INDEX ${name} ON ${table} (${column(type)})`);
    }
}
function insert(db, table, id, attributes) {
    const types = [...attributes.keys()];
    const sql = `INSERT INTO ${table} (id, ${types.map(column).join(', ')}) VALUES (?${', ?'.repeat(types.length)})`;
    db.prepare(sql).run(id, ...types.map((type) => {
        const value = attributes.get(type);
        return value.length === 0 ? EXPLICIT_NULL : value;
    }));
}
const hex8 = (n) => n.toString(16).padStart(8, '0');
/** pkcs11.txt as NSS writes it, LF line endings, trailing space and blank line included (utilmod.c). */
function pkcs11Text(dir) {
    const configdir = external_node_path_default().resolve(dir).replaceAll('\\', '/');
    return [
        'library=',
        'name=NSS Internal PKCS #11 Module',
        `parameters=configdir='sql:${configdir}' certPrefix='' keyPrefix='' secmod='secmod.db' flags= updatedir='' updateCertPrefix='' updateKeyPrefix='' updateid='' updateTokenDescription='' `,
        'NSS=Flags=internal,critical trustOrder=75 cipherOrder=100 slotParams=(1={slotFlags=[ECC,RSA,DSA,DH,RC2,RC4,DES,RANDOM,SHA1,MD5,MD2,SSL,TLS,AES,Camellia,SEED,SHA256,SHA512] askpw=any timeout=30})',
        '',
        ''
    ].join('\n');
}

;// CONCATENATED MODULE: ./src/certificate/nss/reader.ts







// Reads an NSS SQL database with the empty password, verifying everything NSS verifies: the
// password check and every integrity MAC. For the tests, and for a self-check after writing.
/** A database that NSS would reject: a failed password check, a wrong or missing MAC, an unreadable key. */
class NssDatabaseError extends CertificateError {
}
/** Opens `dir`'s cert9.db and key4.db read-only and checks them; throws NssDatabaseError on any mismatch. */
function readNssDatabase(dir) {
    const files = ['key4.db', 'cert9.db'].map((file) => ({ path: external_node_path_default().join(dir, file), readOnly: true }));
    return withDatabases(files, ([keyDb, certDb]) => {
        const meta = new Map(keyDb.prepare('SELECT id, item1, item2 FROM metaData').all().map((row) => [row.id, row]));
        const password = meta.get('password');
        if (!password?.item2)
            throw new NssDatabaseError('no password entry in key4.db');
        const key = passKey(Buffer.from(password.item1));
        let check;
        try {
            check = decryptValue(key, Buffer.from(password.item2));
        }
        catch {
            throw new NssDatabaseError('the password check does not decrypt with the empty password');
        }
        if (!check.equals(PASSWORD_CHECK))
            throw new NssDatabaseError('the password check does not match');
        const verify = (table, object, type, macId) => {
            const name = `sig_${table}_${object.id.toString(16).padStart(8, '0')}_${type.toString(16).padStart(8, '0')}`;
            const row = meta.get(name);
            if (!row)
                throw new NssDatabaseError(`missing ${name}`);
            if (!signatureMatches(key, Buffer.from(row.item1), macId, type, object.attributes.get(type))) {
                throw new NssDatabaseError(`${name} does not match`);
            }
        };
        const privateKeys = readObjects(keyDb, 'nssPrivate').map((object) => {
            for (const type of PRIVATE_ATTRIBUTES) {
                const stored = object.attributes.get(type);
                if (stored === undefined)
                    continue;
                object.attributes.set(type, decryptValue(key, stored));
                verify('key', object, type, 0);
            }
            for (const type of AUTHENTICATED_ATTRIBUTES)
                if (object.attributes.has(type))
                    verify('key', object, type, object.id);
            return { ...object, key: rebuildKey(object.attributes) };
        });
        const publicObjects = readObjects(certDb, 'nssPublic');
        for (const object of publicObjects) {
            for (const type of AUTHENTICATED_ATTRIBUTES)
                if (object.attributes.has(type))
                    verify('cert', object, type, object.id);
        }
        return { privateKeys, publicObjects, metaData: [...meta.keys()] };
    });
}
/**
 * The self-check after writing: the database in `dir` opens with the empty password, every MAC
 * verifies, and it holds exactly the profile's key and certificates.
 */
function checkNssDatabase(dir, profile) {
    const db = readNssDatabase(dir);
    const jwk = (key) => JSON.stringify(key.export({ format: 'jwk' }));
    if (db.privateKeys.length !== 1 || jwk(db.privateKeys[0].key) !== jwk(profile.privateKey)) {
        throw new NssDatabaseError('the written key database does not hold the profile\'s private key');
    }
    const written = db.publicObjects
        .filter((o) => o.attributes.get(CKA.CLASS)?.readUInt32BE(0) === CKO.CERTIFICATE)
        .map((o) => o.attributes.get(CKA.VALUE)?.toString('hex'));
    const expected = [profile.certificate, ...profile.chain].map((c) => c.der.toString('hex'));
    if (written.sort().join() !== expected.sort().join()) {
        throw new NssDatabaseError('the written certificate database does not hold the profile\'s certificates');
    }
}
function readObjects(db, table) {
    return db.prepare(`SELECT * FROM ${table}`).all().map((row) => {
        const attributes = new Map();
        for (const [name, value] of Object.entries(row)) {
            if (name === 'id' || value === null)
                continue;
            const bytes = Buffer.from(value);
            attributes.set(Number.parseInt(name.slice(1), 16), bytes.equals(EXPLICIT_NULL) ? Buffer.alloc(0) : bytes);
        }
        return { id: Number(row.id), attributes };
    });
}
function rebuildKey(attributes) {
    const get = (type) => (attributes.get(type) ?? Buffer.alloc(0)).toString('base64url');
    const keyType = attributes.get(CKA.KEY_TYPE)?.readUInt32BE(0);
    if (attributes.get(CKA.CLASS)?.readUInt32BE(0) !== CKO.PRIVATE_KEY)
        throw new NssDatabaseError('not a private key object');
    if (keyType === CKK.RSA) {
        return (0,external_node_crypto_.createPrivateKey)({
            format: 'jwk',
            key: {
                kty: 'RSA', n: get(CKA.MODULUS), e: get(CKA.PUBLIC_EXPONENT), d: get(CKA.PRIVATE_EXPONENT), p: get(CKA.PRIME_1),
                q: get(CKA.PRIME_2), dp: get(CKA.EXPONENT_1), dq: get(CKA.EXPONENT_2), qi: get(CKA.COEFFICIENT)
            }
        });
    }
    const curve = CURVES.find((c) => attributes.get(CKA.EC_PARAMS)?.toString('hex') === c.params);
    if (keyType !== CKK.EC || !curve)
        throw new NssDatabaseError(`unsupported key type ${keyType}`);
    const point = attributes.get(CKA.NSS_DB);
    const size = (point.length - 1) / 2;
    // Node takes the scalar at any length, with leading zeros or without, as NSS may store it.
    return (0,external_node_crypto_.createPrivateKey)({
        format: 'jwk',
        key: {
            kty: 'EC', crv: curve.jwk, x: point.subarray(1, 1 + size).toString('base64url'),
            y: point.subarray(1 + size).toString('base64url'), d: get(CKA.VALUE)
        }
    });
}

// EXTERNAL MODULE: external "node:timers/promises"
var external_node_timers_promises_ = __webpack_require__(58500);
// EXTERNAL MODULE: external "node:util"
var external_node_util_ = __webpack_require__(57975);
// EXTERNAL MODULE: ./node_modules/node-forge/lib/rc2.js
var rc2 = __webpack_require__(86893);
var rc2_default = /*#__PURE__*/__webpack_require__.n(rc2);
// EXTERNAL MODULE: ./node_modules/node-forge/lib/util.js
var util = __webpack_require__(97456);
var util_default = /*#__PURE__*/__webpack_require__.n(util);
// EXTERNAL MODULE: ./src/shared/clock.ts
var clock = __webpack_require__(66103);
;// CONCATENATED MODULE: ./src/certificate/sha256.ts
// The rounds of SHA-256 that the PKCS#12 KDF runs, in plain JavaScript. A module of its own so
// that mutation testing can treat it apart (see stryker.config.mjs): instrumented, this loop
// makes one conversion take 18 s instead of a tenth of one.
// SHA-256 (FIPS 180-4 §4.2.2, §5.3.3): the first 32 bits of the fractional parts of the cube
// roots of the first 64 primes, and of the square roots of the first 8.
const SHA256_K = Int32Array.from([
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
]);
const SHA256_H0 = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
/**
 * The PKCS#12 KDF's rounds (`hashRounds` in pkcs12-crypto.ts) for SHA-256, the MAC hash of NSS's
 * and OpenSSL 3's exports (600,000 rounds in NSS's), in plain JavaScript: each round hashes a 32-byte digest, one padded block. Why not
 * crypto.hash: each call costs more than its hash, and its SHA instructions compete with the
 * PBKDF2 that runs beside it (see readBags). On a 2-core VM, 600,000 calls took 0.21 s alone but
 * 0.32 s beside PBKDF2 (0.35 s and more inside vitest); this loop 0.25 s in every case.
 * Node has no native PKCS#12 KDF: OpenSSL's is reachable only through tls.createSecureContext({ pfx }),
 * which once the MAC verifies decrypts every safe too, work that we then do a second time.
 */
function sha256Rounds(value, count) {
    const w = new Int32Array(64);
    const state = new Int32Array(8);
    for (let i = 0; i < 8; i++)
        state[i] = value.readInt32BE(i * 4);
    for (let round = 0; round < count; round++) {
        // The one block: the digest, the end marker 0x80, zeros (words 9 to 14, never written), and the length in bits, 256.
        w.set(state);
        w[8] = 0x80000000;
        w[15] = 256;
        for (let i = 16; i < 64; i++) {
            const x = w[i - 15];
            const y = w[i - 2];
            const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
            const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
            w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
        }
        let a = SHA256_H0[0], b = SHA256_H0[1], c = SHA256_H0[2], d = SHA256_H0[3];
        let e = SHA256_H0[4], f = SHA256_H0[5], g = SHA256_H0[6], h = SHA256_H0[7];
        for (let i = 0; i < 64; i++) {
            const s1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
            const t1 = (h + s1 + ((e & f) ^ (~e & g)) + SHA256_K[i] + w[i]) | 0;
            const s0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
            const t2 = (s0 + ((a & b) ^ (a & c) ^ (b & c))) | 0;
            h = g;
            g = f;
            f = e;
            e = (d + t1) | 0;
            d = c;
            c = b;
            b = a;
            a = (t1 + t2) | 0;
        }
        // An Int32Array keeps each sum modulo 2^32.
        state[0] = SHA256_H0[0] + a;
        state[1] = SHA256_H0[1] + b;
        state[2] = SHA256_H0[2] + c;
        state[3] = SHA256_H0[3] + d;
        state[4] = SHA256_H0[4] + e;
        state[5] = SHA256_H0[5] + f;
        state[6] = SHA256_H0[6] + g;
        state[7] = SHA256_H0[7] + h;
    }
    for (let i = 0; i < 8; i++)
        value.writeInt32BE(state[i], i * 4);
}

;// CONCATENATED MODULE: ./src/certificate/pkcs12-crypto.ts








// The ciphers of PKCS#12 files: the PKCS#12 PBE schemes (RFC 7292 App. B and C) and PBES2
// (RFC 8018). Everything runs on node:crypto except RC2, which Node 24's OpenSSL keeps in its
// legacy provider (unavailable to an action: the runner starts node without flags); node-forge's
// RC2 module fills that gap, and only that one. The PKCS#12 KDF's rounds of SHA-256 are ours too,
// for speed (see sha256.ts).
/** Which error a decryption failure means: with a MAC-less file, a wrong password shows up here. */
class DecryptionError extends Error {
}
/** An algorithm this reader does not implement; its message names it: "the cipher 1.2.3 (name)". */
class UnsupportedAlgorithmError extends Error {
}
const pbkdf2Async = (0,external_node_util_.promisify)(external_node_crypto_.pbkdf2);
/**
 * How long the conversion may hold the event loop before it lets timers, signals and I/O run: a
 * profile exported by NSS takes 600,000 hashes for its MAC key alone, 0.2 s or more of JavaScript.
 */
const SLICE_MS = 20;
/** When the conversion last gave the event loop a turn; any stale value only makes a yield come early. */
let sliceStart = performance.now();
/** Gives the event loop a turn (timers, signal handlers, I/O), then throws if `signal` has aborted meanwhile. */
async function yieldToEventLoop(signal) {
    await (0,external_node_timers_promises_.setImmediate)();
    sliceStart = performance.now();
    (0,clock/* throwIfAborted */.Te)(signal);
}
/** Names for the OIDs people meet that we do not implement, so that the error says more than digits. */
const UNSUPPORTED_NAMES = {
    '1.2.840.113549.1.12.1.1': 'pbeWithSHAAnd128BitRC4',
    '1.2.840.113549.1.12.1.2': 'pbeWithSHAAnd40BitRC4',
    '1.2.840.113549.1.5.3': 'pbeWithMD5AndDES-CBC',
    '1.2.840.113549.1.5.10': 'pbeWithSHA1AndDES-CBC',
    '1.2.840.113549.1.5.14': 'PBMAC1',
    '1.2.840.113549.2.5': 'MD5',
    '1.3.14.3.2.7': 'DES-CBC',
    '1.2.840.113549.3.2': 'RC2-CBC'
};
/** An OID as an error message shows it: dotted, with its name when known. */
function describeOid(oid) {
    const name = UNSUPPORTED_NAMES[oid];
    return name ? `${oid} (${name})` : oid;
}
/**
 * The encodings to try, most likely first: the standard BMPString of the text with its UTF-8
 * bytes; for an empty password also no bytes at all (OpenSSL's NULL password); for non-ASCII
 * text also each UTF-8 byte widened to 16 bits (what OpenSSL 1.x wrote from a UTF-8 terminal);
 * and, when every character is Latin-1, its Latin-1 bytes for PBKDF2 (OpenSSL 3 given a Latin-1
 * password file or terminal: its BMPString falls back to widening the bytes, which is the
 * standard form, but PBKDF2 gets the raw bytes).
 */
function passwordForms(password) {
    const utf8 = Buffer.from(password, 'utf8');
    const bmp = (units) => Buffer.concat([units, Buffer.alloc(2)]);
    const standard = bmp(Buffer.from(password, 'utf16le').swap16());
    const forms = [{ bmp: standard, pbes2: utf8 }];
    if (password === '')
        forms.push({ bmp: Buffer.alloc(0), pbes2: utf8 });
    const codes = [...password].map((c) => c.codePointAt(0) ?? 0);
    if (codes.some((code) => code > 0x7f)) {
        const widened = Buffer.alloc(utf8.length * 2);
        utf8.forEach((byte, i) => (widened[i * 2 + 1] = byte));
        forms.push({ bmp: bmp(widened), pbes2: utf8 });
        if (codes.every((code) => code <= 0xff))
            forms.push({ bmp: standard, pbes2: Buffer.from(password, 'latin1') });
    }
    return forms;
}
/**
 * The most key-derivation iterations a profile may ask for. NSS writes 600,000 and OpenSSL 2,048;
 * a count far beyond is a broken or hostile file that would keep the conversion busy for hours.
 */
const MAX_ITERATIONS = 10_000_000;
/** An iteration count, refused past MAX_ITERATIONS. */
function iterationCount(value) {
    const count = integerToNumber(value);
    if (count > MAX_ITERATIONS)
        throw new UnsupportedAlgorithmError(`${count} key-derivation iterations (at most ${MAX_ITERATIONS} are accepted)`);
    return count;
}
const HASHES = {
    '1.3.14.3.2.26': { name: 'sha1', blockSize: 64 },
    '2.16.840.1.101.3.4.2.4': { name: 'sha224', blockSize: 64 },
    '2.16.840.1.101.3.4.2.1': { name: 'sha256', blockSize: 64 },
    '2.16.840.1.101.3.4.2.2': { name: 'sha384', blockSize: 128 },
    '2.16.840.1.101.3.4.2.3': { name: 'sha512', blockSize: 128 }
};
/**
 * The PKCS#12 key derivation of RFC 7292 App. B.2 (id 1: key, 2: IV, 3: MAC key). Its hashes run
 * here, on the main thread, so it yields to the event loop every SLICE_MS and then rejects with
 * the signal's reason if it has aborted.
 */
async function pkcs12Kdf(hash, blockSize, password, salt, id, iterations, length, signal) {
    const v = blockSize;
    const fill = (data) => {
        const out = Buffer.alloc(v * Math.ceil(data.length / v));
        for (let i = 0; i < out.length; i++)
            out[i] = data[i % data.length];
        return out;
    };
    const d = Buffer.alloc(v, id);
    const input = Buffer.concat([fill(salt), fill(password)]);
    const rounds = hash === 'sha256' ? sha256Rounds : (value, count) => hashRounds(hash, value, count);
    const result = [];
    for (let produced = 0; produced < length;) {
        const a = (0,external_node_crypto_.hash)(hash, Buffer.concat([d, input]), 'buffer');
        // 1,024 hashes at a time: a few milliseconds at most between two looks at the clock.
        for (let done = 1; done < iterations; done += 1024) {
            rounds(a, Math.min(1024, iterations - done));
            if (performance.now() - sliceStart >= SLICE_MS)
                await yieldToEventLoop(signal);
        }
        result.push(a);
        produced += a.length;
        // I_j = (I_j + B + 1) mod 2^(8v), with B the digest repeated to v bytes.
        const b = fill(a);
        for (let j = 0; j < input.length; j += v) {
            let carry = 1;
            for (let k = v - 1; k >= 0; k--) {
                const sum = input[j + k] + b[k] + carry;
                input[j + k] = sum & 0xff;
                carry = sum >> 8;
            }
        }
    }
    return Buffer.concat(result).subarray(0, length);
}
/**
 * Hashes `value` again `count` times, in place, with crypto.hash: the one-shot digest is several
 * times faster than createHash for these short inputs, and its Latin-1 string ('binary') written
 * back into one buffer three times faster again than its Buffer output, which allocates a Buffer
 * per hash.
 */
function hashRounds(hash, value, count) {
    for (let i = 0; i < count; i++)
        value.write((0,external_node_crypto_.hash)(hash, value, 'binary'), 'binary');
}
/** Checks the MacData of RFC 7292 §4 over the authenticated safe's octets. */
async function macMatches(macData, content, password, signal) {
    const [digestInfo, saltElement, iterationsElement] = children(expectTag(macData, Tag.Sequence, 'MacData'));
    const [algorithm, digest] = children(digestInfo);
    const oid = oidToString(children(algorithm)[0].value);
    const hash = HASHES[oid];
    if (!hash)
        throw new UnsupportedAlgorithmError(`the MAC algorithm ${describeOid(oid)}`);
    const iterations = iterationsElement ? iterationCount(iterationsElement.value) : 1;
    const expected = octets(digest);
    const key = await pkcs12Kdf(hash.name, hash.blockSize, password.bmp, octets(saltElement), 3, iterations, expected.length, signal);
    const actual = (0,external_node_crypto_.createHmac)(hash.name, key).update(content).digest();
    return actual.length === expected.length && (0,external_node_crypto_.timingSafeEqual)(actual, expected);
}
/** PKCS#12 PBE schemes (RFC 7292 App. C): SHA-1 KDF with the cipher's key length and effective bits. */
const PKCS12_PBE = {
    '1.2.840.113549.1.12.1.3': { cipher: 'des-ede3-cbc', keyLength: 24, ivLength: 8 },
    '1.2.840.113549.1.12.1.4': { cipher: 'des-ede-cbc', keyLength: 16, ivLength: 8 },
    '1.2.840.113549.1.12.1.5': { cipher: 'rc2-cbc', keyLength: 16, ivLength: 8, rc2Bits: 128 },
    '1.2.840.113549.1.12.1.6': { cipher: 'rc2-cbc', keyLength: 5, ivLength: 8, rc2Bits: 40 }
};
const PBES2_CIPHERS = {
    '2.16.840.1.101.3.4.1.2': { cipher: 'aes-128-cbc', keyLength: 16 },
    '2.16.840.1.101.3.4.1.22': { cipher: 'aes-192-cbc', keyLength: 24 },
    '2.16.840.1.101.3.4.1.42': { cipher: 'aes-256-cbc', keyLength: 32 },
    '1.2.840.113549.3.7': { cipher: 'des-ede3-cbc', keyLength: 24 }
};
const PBKDF2_PRFS = {
    '1.2.840.113549.2.7': 'sha1',
    '1.2.840.113549.2.8': 'sha224',
    '1.2.840.113549.2.9': 'sha256',
    '1.2.840.113549.2.10': 'sha384',
    '1.2.840.113549.2.11': 'sha512'
};
/**
 * Decrypts data under an AlgorithmIdentifier of a PKCS#12 PBE scheme or PBES2. PBKDF2 runs on
 * libuv's thread pool; an abort rejects at once and leaves that computation to finish unheard.
 */
async function decrypt(algorithm, data, password, signal) {
    const [oidElement, params] = children(expectTag(algorithm, Tag.Sequence, 'AlgorithmIdentifier'));
    const oid = oidToString(oidElement.value);
    const pbe = PKCS12_PBE[oid];
    if (pbe) {
        const [salt, iterations] = children(params).map((e) => e.value);
        const derive = (id, length) => pkcs12Kdf('sha1', 64, password.bmp, salt, id, iterationCount(iterations), length, signal);
        const key = await derive(1, pbe.keyLength);
        const iv = await derive(2, pbe.ivLength);
        return pbe.rc2Bits ? rc2Decrypt(key, pbe.rc2Bits, iv, data) : nodeDecrypt(pbe.cipher, key, iv, data);
    }
    if (oid === '1.2.840.113549.1.5.13') {
        const [kdf, scheme] = children(params);
        const [kdfOid, kdfParams] = children(kdf);
        if (oidToString(kdfOid.value) !== '1.2.840.113549.1.5.12') {
            throw new UnsupportedAlgorithmError(`the key derivation function ${describeOid(oidToString(kdfOid.value))}`);
        }
        const [schemeOid, ivElement] = children(scheme);
        const cipher = PBES2_CIPHERS[oidToString(schemeOid.value)];
        if (!cipher)
            throw new UnsupportedAlgorithmError(`the cipher ${describeOid(oidToString(schemeOid.value))}`);
        const [salt, iterations, ...rest] = children(kdfParams);
        const prfElement = rest.find((e) => e.tag === Tag.Sequence);
        const prfOid = prfElement ? oidToString(children(prfElement)[0].value) : '1.2.840.113549.2.7';
        const prf = PBKDF2_PRFS[prfOid];
        if (!prf)
            throw new UnsupportedAlgorithmError(`the PBKDF2 function ${describeOid(prfOid)}`);
        const key = await (0,clock/* abortable */.ZC)(pbkdf2Async(password.pbes2, salt.value, iterationCount(iterations.value), cipher.keyLength, prf), signal);
        return nodeDecrypt(cipher.cipher, key, ivElement.value, data);
    }
    throw new UnsupportedAlgorithmError(`the encryption algorithm ${describeOid(oid)}`);
}
function nodeDecrypt(cipher, key, iv, data) {
    try {
        const decipher = (0,external_node_crypto_.createDecipheriv)(cipher, key, iv);
        return Buffer.concat([decipher.update(data), decipher.final()]);
    }
    catch (error) {
        throw new DecryptionError(`decryption failed: ${error.message}`);
    }
}
function rc2Decrypt(key, bits, iv, data) {
    const decipher = rc2_default().createDecryptionCipher(key.toString('binary'), bits);
    decipher.start(iv.toString('binary'), null);
    decipher.update(util_default().createBuffer(data.toString('binary')));
    // forge's own unpadding only checks the last byte against the length (and takes 0): we pass a
    // no-op padding function and check PKCS#7 (RFC 8018 §6.1.1 step 4) ourselves.
    if (!decipher.finish(() => true))
        throw new DecryptionError('decryption failed: not whole blocks');
    return unpad(Buffer.from(decipher.output.getBytes(), 'binary'), 8);
}
/** Removes PKCS#7 padding, checking every padding byte. */
function unpad(data, blockSize) {
    const count = data.length > 0 ? data[data.length - 1] : 0;
    const valid = count >= 1 && count <= blockSize && count <= data.length &&
        data.subarray(data.length - count).every((byte) => byte === count);
    if (!valid)
        throw new DecryptionError('decryption failed: bad padding');
    return data.subarray(0, data.length - count);
}

;// CONCATENATED MODULE: ./src/certificate/pkcs12.ts






// A PKCS#12 (RFC 7292) reader, on node:crypto. Our own because no library opens every profile
// people have: node-forge garbles non-ASCII passwords and re-encodes certificates, pkijs has no
// legacy ciphers (RC2, 3DES) that macOS, Windows and Java 8 exports use. It keeps each
// certificate's original DER bytes. RC2 alone comes from node-forge's rc2 module: Node 24 has it
// only behind --openssl-legacy-provider, forge's module is small, maintained, bundles with ncc,
// and we check its PKCS#7 padding ourselves; the PKCS#12 KDF is ours (see pkcs12-crypto.ts).
const OID = {
    data: '1.2.840.113549.1.7.1',
    encryptedData: '1.2.840.113549.1.7.6',
    keyBag: '1.2.840.113549.1.12.10.1.1',
    shroudedKeyBag: '1.2.840.113549.1.12.10.1.2',
    certBag: '1.2.840.113549.1.12.10.1.3',
    safeContentsBag: '1.2.840.113549.1.12.10.1.6',
    x509Certificate: '1.2.840.113549.1.9.22.1',
    friendlyName: '1.2.840.113549.1.9.20'
};
const WRONG_PASSWORD = 'the certificate password is wrong';
const NOT_PKCS12 = 'the certificate file is not a PKCS#12 profile';
/**
 * Opens a PKCS#12 profile: verifies its MAC, decrypts it, and returns its one private key, the
 * certificate that matches that key, and the other certificates. The key derivations yield to the
 * event loop; when `signal` aborts, it rejects promptly with the signal's reason.
 * @throws CertificateError with a one-line message for every way a profile can be unusable.
 */
async function readPkcs12(data, password, signal) {
    (0,clock/* throwIfAborted */.Te)(signal);
    const bags = await readBags(data, password, signal);
    if (bags.keys.length === 0)
        throw new CertificateError('the certificate profile holds no private key');
    if (bags.keys.length > 1) {
        throw new CertificateError(`the certificate profile holds ${bags.keys.length} private keys; it must hold exactly one`);
    }
    const privateKey = privateKeyOf(bags.keys[0].pkcs8);
    const publicKey = (0,external_node_crypto_.createPublicKey)(privateKey).export({ type: 'spki', format: 'der' });
    const index = bags.certificates.findIndex((certificate) => publicKeyOf(certificate.der)?.equals(publicKey));
    if (index < 0)
        throw new CertificateError('the certificate profile holds no certificate for its private key');
    return {
        privateKey,
        keyFriendlyName: bags.keys[0].friendlyName,
        certificate: bags.certificates[index],
        chain: bags.certificates.filter((_, i) => i !== index)
    };
}
/**
 * Decrypts the safes under each password form the MAC allows, most likely first. A form that
 * fails to decrypt is not the one (a Latin-1 PBES2 password verifies the MAC like the UTF-8 one);
 * when none decrypts, the first form's failure is the message.
 *
 * The likeliest form's decryption starts at once, beside the MAC check, and counts only once the
 * MAC has verified that form: a profile exported by NSS asks 600,000 iterations of PBKDF2 for each
 * of its two safes, which libuv's thread pool runs on another core while this thread derives the
 * MAC key (RFC 7292's KDF has no native implementation in Node). On two cores, that takes such a
 * profile from about 0.45 s to 0.26 s.
 */
async function readBags(data, password, signal) {
    const { safes, content, macData } = openPfx(data);
    const forms = passwordForms(password);
    // Stopped with the caller's signal, and when it is not needed after all (a wrong password), so
    // that no key derivation of ours runs on after the verdict.
    const early = new AbortController();
    const cancel = () => early.abort(signal?.reason);
    signal?.addEventListener('abort', cancel, { once: true });
    const first = collectBags(safes, forms[0], early.signal);
    first.catch(() => { }); // awaited below only when the MAC allows the form
    try {
        const candidates = macData ? await verifiedForms(macData, content, forms, signal) : forms;
        let firstError;
        for (const form of candidates) {
            (0,clock/* throwIfAborted */.Te)(signal);
            try {
                return await (form === forms[0] ? first : collectBags(safes, form, signal));
            }
            catch (error) {
                (0,clock/* throwIfAborted */.Te)(signal); // a cancellation is no failed decryption
                if (error instanceof UnsupportedAlgorithmError)
                    throw asCertificateError(error);
                firstError ??= error;
            }
        }
        // Without a MAC, a wrong password shows only as a failed decryption or as garbage.
        if (!macData || firstError instanceof DecryptionError)
            throw new CertificateError(WRONG_PASSWORD);
        throw asCertificateError(firstError);
    }
    finally {
        signal?.removeEventListener('abort', cancel);
        early.abort();
    }
}
/** Reads the PFX envelope: its safes, the octets its MAC covers, and the MacData if it has one. */
function openPfx(data) {
    try {
        const [version, authSafe, macData] = children(expectTag(readDer(data), Tag.Sequence, 'PFX'));
        if (expectTag(version, Tag.Integer, 'version').value[0] !== 3)
            throw new DerError('not version 3');
        const content = contentOf(authSafe, OID.data);
        return { safes: children(readDer(content)), content, macData };
    }
    catch (error) {
        throw asCertificateError(error);
    }
}
/** The password forms under which the MAC verifies; refuses the password when there is none. */
async function verifiedForms(macData, content, forms, signal) {
    try {
        // Several forms share one BMPString: check each MAC key once (NSS's exports take 600,000 hashes).
        const checked = new Map();
        const candidates = [];
        for (const form of forms) {
            const id = form.bmp.toString('hex');
            if (!checked.has(id)) {
                (0,clock/* throwIfAborted */.Te)(signal);
                checked.set(id, await macMatches(macData, content, form, signal));
            }
            if (checked.get(id) === true)
                candidates.push(form);
        }
        if (candidates.length === 0)
            throw new CertificateError(WRONG_PASSWORD);
        return candidates;
    }
    catch (error) {
        (0,clock/* throwIfAborted */.Te)(signal);
        throw asCertificateError(error);
    }
}
async function collectBags(safes, password, signal) {
    const bags = { keys: [], certificates: [] };
    for (const safe of safes) {
        const type = oidToString(children(safe)[0].value);
        if (type === OID.data) {
            await readSafeContents(contentOf(safe, OID.data), password, bags, signal);
        }
        else if (type === OID.encryptedData) {
            // EncryptedData { version, EncryptedContentInfo { contentType, algorithm, [0] IMPLICIT content } }
            const [, info] = children(explicitContent(safe));
            const [, algorithm, encrypted] = children(info);
            await readSafeContents(await decryptDer(algorithm, octets(encrypted), password, signal), password, bags, signal);
        }
        else {
            throw new UnsupportedAlgorithmError(`a safe of type ${type} (public-key encrypted)`);
        }
    }
    return bags;
}
async function readSafeContents(der, password, bags, signal) {
    for (const bag of children(readDer(der))) {
        const [idElement, valueWrapper, attributes] = children(bag);
        const id = oidToString(idElement.value);
        const value = children(valueWrapper)[0];
        const friendlyName = attributes ? friendlyNameOf(attributes) : undefined;
        if (id === OID.keyBag) {
            bags.keys.push({ pkcs8: Buffer.from(value.raw), friendlyName });
        }
        else if (id === OID.shroudedKeyBag) {
            const [algorithm, encrypted] = children(value);
            bags.keys.push({ pkcs8: await decryptDer(algorithm, octets(encrypted), password, signal), friendlyName });
        }
        else if (id === OID.certBag) {
            const [certType, certValue] = children(value);
            if (oidToString(certType.value) !== OID.x509Certificate)
                continue; // SDSI certificates: not for TLS
            bags.certificates.push({ der: Buffer.from(octets(children(certValue)[0])), friendlyName });
        }
        else if (id === OID.safeContentsBag) {
            await readSafeContents(value.raw, password, bags, signal);
        }
        // CRL and secret bags carry nothing a client certificate needs.
    }
}
/**
 * Decrypts what must be one DER element (SafeContents or PKCS#8). A wrong key passes the PKCS#7
 * padding check about once in 256 tries; the DER check turns that garbage into a DecryptionError.
 */
async function decryptDer(algorithm, data, password, signal) {
    (0,clock/* throwIfAborted */.Te)(signal);
    const plain = await decrypt(algorithm, data, password, signal);
    try {
        return parseDer(plain).raw;
    }
    catch {
        throw new DecryptionError('decryption failed: the result is not DER');
    }
}
/** The octets of a ContentInfo of type data: `SEQUENCE { OID, [0] EXPLICIT OCTET STRING }`. */
function contentOf(contentInfo, type) {
    const [oid] = children(expectTag(contentInfo, Tag.Sequence, 'ContentInfo'));
    if (oidToString(oid.value) !== type)
        throw new DerError(`expected content of type ${type}`);
    return octets(explicitContent(contentInfo));
}
function explicitContent(contentInfo) {
    return children(expectTag(children(contentInfo)[1], 0xa0, '[0] content'))[0];
}
function friendlyNameOf(attributes) {
    for (const attribute of children(attributes)) {
        const [oid, values] = children(attribute);
        if (oidToString(oid.value) !== OID.friendlyName)
            continue;
        const name = children(values)[0];
        // RFC 7292 §4.2: a BMPString (UTF-16BE); a few writers use UTF8String.
        if (name?.tag === Tag.Utf8String)
            return name.value.toString('utf8');
        if (name?.tag !== Tag.BmpString || name.value.length % 2)
            return undefined;
        return Buffer.from(name.value).swap16().toString('utf16le');
    }
    return undefined;
}
function privateKeyOf(pkcs8) {
    let key;
    try {
        key = (0,external_node_crypto_.createPrivateKey)({ key: pkcs8, format: 'der', type: 'pkcs8' });
    }
    catch {
        throw new CertificateError('the private key in the certificate profile cannot be read');
    }
    // The key types and curves NSS and the service's browsers take for client certificates.
    if (key.asymmetricKeyType === 'rsa' || curveOf(key))
        return key;
    const type = key.asymmetricKeyType ?? 'unknown';
    const curve = key.asymmetricKeyDetails?.namedCurve;
    const what = type === 'ec' ? `EC on the curve ${curve ?? 'with explicit parameters'}` : type.toUpperCase();
    throw new CertificateError(`the private key type ${what} is not supported: use RSA or EC on P-256, P-384 or P-521`);
}
function publicKeyOf(der) {
    try {
        return new external_node_crypto_.X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' });
    }
    catch {
        return undefined;
    }
}
function asCertificateError(error) {
    if (error instanceof CertificateError)
        return error;
    if (error instanceof UnsupportedAlgorithmError) {
        return new CertificateError(`the certificate profile uses ${error.message}, which is not supported`);
    }
    return new CertificateError(NOT_PKCS12);
}

;// CONCATENATED MODULE: ./src/certificate/convert.ts







/**
 * Client A rule 4: imports a PKCS#12 profile into an NSS SQL database in `dir` with an empty
 * key-database password, as `certutil -N --empty-password` and `pk12util -i -K ''` would, then
 * reads the database back as NSS would to check it. Needs no NSS tools.
 *
 * Never holds the event loop for long (a profile exported by NSS takes tenths of a second of key derivation),
 * so that a signal is handled at once. When `signal` aborts, it rejects promptly with the signal's
 * reason (a DOMException named AbortError when that reason is not an Error). Whenever it rejects,
 * it leaves none of the three database files in `dir`.
 * @throws CertificateError with a one-line message for the user; a ToolError when `dir` holds a database already.
 */
async function convertProfile(data, password, dir, signal) {
    const profile = await readPkcs12(data, password, signal);
    await yieldToEventLoop(signal);
    writeNssDatabase(profile, dir); // removes what it created when it fails
    try {
        await yieldToEventLoop(signal);
        checkNssDatabase(dir, profile);
    }
    catch (error) {
        // Cancelled between writing and checking, or not read back: the database goes, as it would had the writer failed.
        (0,remove/* removeFilesQuietly */.n)(certificate_files/* NSS_FILES */.b.map((file) => external_node_path_default().join(dir, file)));
        throw error;
    }
    return profile;
}

;// CONCATENATED MODULE: ./src/certificate/upload.ts












const uploadSucceeded = (upload) => upload.status !== undefined && upload.status >= 200 && upload.status <= 299;
/** The largest profile read: PKCS#12 profiles are kilobytes, and a larger file is not read into memory. */
const MAX_PROFILE_BYTES = 16 << 20;
/**
 * Client A rule 3, for both adapters: the profile file's bytes, or a one-line ToolError. Only a
 * regular file is read, in bounded steps (readRegularFile): a pipe, a device or a procfs file
 * could hold the process for good.
 */
async function readProfileFile(file) {
    let read;
    try {
        read = await (0,read_file/* readRegularFile */.X)(file, MAX_PROFILE_BYTES);
    }
    catch (error) {
        const code = error.code;
        if (code === 'ENOENT' || code === 'ENOTDIR')
            throw new exit_codes/* ToolError */.v4(`The certificate file ${file} does not exist.`);
        throw new exit_codes/* ToolError */.v4(`The certificate file ${file} cannot be read: ${(0,exit_codes/* describeFault */.Qx)(error)}.`);
    }
    if (Buffer.isBuffer(read))
        return read;
    const why = {
        'a directory': 'is a directory, not a PKCS#12 file',
        'not a regular file': 'is not a regular file (a pipe or a device is not read)',
        'too large': 'holds more than 16 MiB, too large for a PKCS#12 profile'
    }[read.refused];
    throw new exit_codes/* ToolError */.v4(`The certificate file ${file} ${why}.`);
}
/**
 * Client A rules 4 to 9. Never throws for the user's or the service's failures: the result says.
 * A failure leaves the work directory as it found it (contract: "Certificate mode, beyond the
 * client"): the database this run wrote is removed, and so are the directories it created.
 */
async function uploadCertificate(options, dependencies = {}) {
    let made;
    try {
        made = await (0,make_directory/* makeDirectory */.O)(options.workDir, 0o700);
    }
    catch (error) {
        return {
            exitCode: exit_codes/* ExitCode */.yU.Failure,
            message: `Could not create the work directory ${options.workDir}: ${(0,exit_codes/* describeFault */.Qx)(error)}; give a work directory that can be created.`,
            uploads: []
        };
    }
    const written = { database: false };
    const result = await convertAndUpload(options, dependencies, written);
    if (result.exitCode !== exit_codes/* ExitCode */.yU.Success) {
        await removeWhatTheRunMade(options.workDir, written.database, made, dependencies);
    }
    return result;
}
async function convertAndUpload(options, dependencies, written) {
    const { events = {}, signal, convert = convertProfile, now = Date.now } = dependencies;
    const uploads = [];
    /** What is known so far, for a failure's result. */
    const known = {};
    const fail = (message) => ({ exitCode: exit_codes/* ExitCode */.yU.Failure, message, ...known, uploads });
    // Rule 4, then rule 5: no request before the profile has proved usable.
    let profile;
    try {
        profile = await convert(options.profile, options.password, options.workDir, signal);
        // The conversion wrote all three files, or none (it removes what it wrote when it fails).
        written.database = true;
        if (await isEmptyDirectory(options.workDir)) {
            return fail(`The work directory ${options.workDir} is empty after the conversion: no certificate database was generated.`);
        }
    }
    catch (error) {
        if (signal?.aborted)
            return fail('Cancelled while converting the profile; no certificate entry was created.');
        if (error instanceof CertificateError)
            return fail(`Could not convert the certificate profile: ${error.message}.`);
        // A refused work directory says itself what to do.
        if (error instanceof exit_codes/* ToolError */.v4)
            return fail(error.message);
        // Not the profile's fault: the disk is full, the directory unwritable, … (a local fault, exit 1).
        return fail(`Could not write the certificate database in ${options.workDir}: ${(0,exit_codes/* describeFault */.Qx)(error)}; give a work directory that can be written.`);
    }
    const certificate = factsOf(profile, now());
    known.certificate = certificate;
    events.converted?.(certificate);
    if (certificate.expired) {
        events.warning?.(`The certificate (${certificate.subject}) expired on ${certificate.validTo}; servers will refuse it.`);
    }
    // No request after a cancel: a cancel during the conversion creates no entry.
    if (signal?.aborted)
        return fail('Cancelled after the conversion; no certificate entry was created.');
    const client = new service_client/* ServiceClient */.Nl({ apiUrl: options.apiUrl, token: options.token, limits: options.limits, debug: options.debug });
    // The step under way, for a failure's message.
    let step = `Creating the certificate entry "${options.name}"`;
    // What a retry needs once the entry may exist: its name is taken.
    let retry = '; it may have been created, and then a retry needs another name, or the entry removed in Virtuoso QA.';
    try {
        // Rule 6.
        const created = await client.createCertificate(options.organizationId, options.name, options.description, { signal });
        if (!created.success) {
            // An answer of a wrong address says what to check itself.
            const causes = created.wrongAddress === undefined ? ` Likely causes: a wrong access token, or a name that is not unique in organization ${options.organizationId}.` : '';
            return fail(`The service did not create the certificate entry "${options.name}": ${refusal(created)}.${causes}`);
        }
        const certificateId = created.item.id;
        step = `Uploading certificate entry ${certificateId}`;
        retry = `; the name "${options.name}" is now taken by certificate entry ${certificateId}: a retry needs another name, or that entry removed in Virtuoso QA.`;
        known.certificateId = certificateId;
        events.created?.(created.item);
        // Rules 7 and 9: every file is sent; a failed upload is reported, and the verification decides.
        for (const file of certificate_files/* NSS_FILES */.b) {
            const upload = await uploadOne(client, options.workDir, file, created.item.uploadUrls[file], signal);
            uploads.push(upload);
            events.uploaded?.(upload);
        }
        // Rule 8.
        step = `Verifying certificate entry ${certificateId}`;
        const verified = await client.verifyCertificate(options.organizationId, certificateId, { signal });
        if (!verified.success) {
            const failed = uploads.filter((upload) => !uploadSucceeded(upload)).map(describeUpload);
            return fail(`The service did not verify certificate entry ${certificateId}: ${refusal(verified)}` +
                (failed.length > 0 ? `; failed uploads: ${failed.join(', ')}` : '') +
                retry);
        }
        return {
            exitCode: exit_codes/* ExitCode */.yU.Success,
            message: `Certificate "${options.name}" was uploaded and verified as entry ${certificateId}.`,
            certificateId,
            certificate,
            uploads
        };
    }
    catch (error) {
        if (signal?.aborted) {
            return fail(known.certificateId
                ? `Cancelled before certificate entry ${known.certificateId} was verified${retry}`
                : `Cancelled while creating the certificate entry "${options.name}"${retry}`);
        }
        // A creation that never left the runner (a refused connection) created nothing: a retry may use the name.
        if (known.certificateId === undefined && (0,errors/* neverSent */.vQ)(error))
            return fail(`${step} failed: ${(0,exit_codes/* messageOf */.bD)(error)}; nothing was created, as the request never reached the service.`);
        return fail(`${step} failed: ${(0,exit_codes/* messageOf */.bD)(error)}${retry}`);
    }
    finally {
        client.dispose();
    }
}
/** Client A rule 5's check, reading one entry at most. */
async function isEmptyDirectory(dir) {
    const entries = await (0,promises_.opendir)(dir);
    try {
        return (await entries.read()) === null;
    }
    finally {
        await entries.close();
    }
}
/**
 * After a failure, so that a retry with the same work directory works: removes the database the
 * run wrote, then the directories it created, innermost first and only when empty (nobody else's
 * file is removed). A database that stays is a warning that says where the key is left. Quick
 * after a cancel, which has two seconds to report.
 */
async function removeWhatTheRunMade(dir, database, made, { signal, events }) {
    const attempts = signal?.aborted ? 3 : 5;
    if (database) {
        const files = certificate_files/* NSS_FILES */.b.map((file) => external_node_path_default().join(dir, file));
        const faults = await Promise.all(files.map((file) => (0,remove/* removeTree */.d)(file, { remove: (f) => (0,promises_.rm)(f, { force: true }), attempts })));
        const left = files.filter((_, i) => faults[i] !== undefined);
        if (left.length > 0) {
            const fault = faults.find((f) => f !== undefined);
            events?.warning?.(`Could not remove ${left.join(', ')}, which may hold the private key: ${(0,exit_codes/* describeFault */.Qx)(fault)}. Delete ${left.length > 1 ? 'them' : 'it'}.`);
            return;
        }
    }
    for (const directory of [...made].reverse()) {
        if ((await (0,remove/* removeTree */.d)(directory, { remove: (d) => (0,promises_.rmdir)(d), attempts })) !== undefined)
            return;
    }
}
async function uploadOne(client, dir, file, url, signal) {
    let data;
    try {
        const read = await (0,read_file/* readRegularFile */.X)(external_node_path_default().join(dir, file), MAX_PROFILE_BYTES);
        if (!Buffer.isBuffer(read))
            return { file, bytes: 0, error: `cannot read it: it is ${read.refused}` };
        data = read;
    }
    catch (error) {
        return { file, bytes: 0, error: `cannot read it: ${(0,exit_codes/* describeFault */.Qx)(error)}` };
    }
    try {
        return { file, bytes: data.length, status: await client.uploadFile(url, data, { signal }) };
    }
    catch (error) {
        if (signal?.aborted)
            throw error;
        return { file, bytes: data.length, error: `the upload failed: ${(0,exit_codes/* messageOf */.bD)(error)}` };
    }
}
/**
 * Why a certificate endpoint's answer failed (rules 6 and 8: `success` decides). A status from
 * 300 up is what went wrong; a 2xx one is left out, as "HTTP 200" would read as a success (an
 * answer's final status is never below 200).
 */
function refusal({ httpStatus, wrongAddress, html }) {
    // An answer that a wrong address gives names the address that answered and what to check.
    if (wrongAddress !== undefined)
        return html ? (0,errors/* htmlAnswer */.uV)(wrongAddress) : `it answered ${(0,errors/* describeStatus */.Wn)(httpStatus, wrongAddress)}`;
    return httpStatus >= 300 ? `it answered HTTP ${httpStatus}` : 'its answer did not report success';
}
/** "key4.db (HTTP 403)", "cert9.db (the upload failed: ECONNRESET)". */
function describeUpload(upload) {
    return `${upload.file} (${upload.status === undefined ? upload.error : `HTTP ${upload.status}`})`;
}
function factsOf(profile, now) {
    const certificate = new external_node_crypto_.X509Certificate(profile.certificate.der);
    return {
        subject: certificate.subject.replaceAll('\n', ', '),
        validTo: certificate.validToDate.toISOString().slice(0, 10),
        expired: certificate.validToDate.getTime() < now
    };
}

// EXTERNAL MODULE: ./src/service/hosts.ts
var hosts = __webpack_require__(98852);
// EXTERNAL MODULE: ./src/action/inputs.ts
var inputs = __webpack_require__(81729);
// EXTERNAL MODULE: ./src/action/log.ts
var log = __webpack_require__(58592);
// EXTERNAL MODULE: ./src/action/outputs.ts
var outputs = __webpack_require__(18948);
;// CONCATENATED MODULE: ./src/action/certificate.ts











/** The title of this mode's annotations. */
const TITLE = 'Virtuoso QA certificate';
/** Maps the certificate-mode inputs onto Client A's options (contract: Inputs); the secrets are masked already (maskSecretInputs). */
async function readCertificateInputs(token) {
    const password = (0,inputs/* requiredInput */.YF)(inputs/* Input */.pd.CertificatePassword, ' in certificate mode');
    const workDir = (0,inputs/* optionalInput */.$m)(inputs/* Input */.pd.WorkDir);
    return {
        upload: {
            profile: await readProfile(),
            password,
            name: (0,inputs/* requiredInput */.YF)(inputs/* Input */.pd.CertificateName, ' in certificate mode'),
            description: (0,inputs/* optionalInput */.$m)(inputs/* Input */.pd.CertificateDescription),
            token,
            organizationId: (0,inputs/* requiredInput */.YF)(inputs/* Input */.pd.OrganizationId, ' in certificate mode'),
            apiUrl: (0,hosts/* resolveHosts */.Gn)((0,inputs/* booleanInput */.tE)(inputs/* Input */.pd.App2, false), { apiUrl: (0,inputs/* optionalInput */.$m)(inputs/* Input */.pd.ApiUrl) }, inputs/* HOST_INPUTS */.bv).apiUrl
        },
        workDir: workDir === undefined ? undefined : external_node_path_default().resolve(workDir)
    };
}
/** The profile from exactly one of `certificate-file` and `certificate-base64`. */
async function readProfile() {
    const file = (0,inputs/* optionalInput */.$m)(inputs/* Input */.pd.CertificateFile);
    const base64 = (0,inputs/* optionalInput */.$m)(inputs/* Input */.pd.CertificateBase64);
    if (file !== undefined && base64 !== undefined) {
        throw new exit_codes/* UsageError */.eb(`Give only one of the inputs "${inputs/* Input */.pd.CertificateFile}" and "${inputs/* Input */.pd.CertificateBase64}", not both.`);
    }
    if (file !== undefined)
        return readProfileFile(external_node_path_default().resolve(file));
    if (base64 !== undefined)
        return decodeBase64(base64);
    throw new exit_codes/* UsageError */.eb(`Certificate mode needs the input "${inputs/* Input */.pd.CertificateFile}" or "${inputs/* Input */.pd.CertificateBase64}".`);
}
/** Strict base64 (line breaks and spaces allowed, as `base64` wraps its output); Buffer.from alone skips bad characters. */
function decodeBase64(text) {
    const compact = text.replace(/\s+/g, '');
    if (!/^[A-Za-z0-9+/]+={0,2}$/.test(compact) || compact.replace(/=+$/, '').length % 4 === 1) {
        throw new exit_codes/* UsageError */.eb(`The input "${inputs/* Input */.pd.CertificateBase64}" is not valid base64: encode the whole .p12 file, for example with \`base64 < client.p12\` (Linux, macOS) or [Convert]::ToBase64String([IO.File]::ReadAllBytes("$PWD\\client.p12")) (PowerShell).`);
    }
    return Buffer.from(compact, 'base64');
}
/**
 * Certificate mode: Client A in a work directory that, unless the user chose it, is a fresh
 * temporary one removed afterwards, whatever happened, so that no private key outlives the run.
 */
async function runCertificateMode(inputs, signal, limits) {
    const workDir = inputs.workDir ?? (await temporaryWorkDir());
    let result;
    try {
        result = await uploadCertificate({ ...inputs.upload, workDir, limits, debug: log/* log */.R.debug }, {
            signal,
            events: {
                converted: (facts) => log/* log */.R.info(`Converted the profile: ${facts.subject}, valid until ${facts.validTo}.`),
                created(entry) {
                    maskUploadUrls(entry);
                    log/* log */.R.info(`Created certificate entry ${entry.id}.`);
                },
                uploaded(upload) {
                    if (uploadSucceeded(upload)) {
                        log/* log */.R.info(`Uploaded ${upload.file} (${upload.bytes} bytes): HTTP ${upload.status}.`);
                    }
                    else {
                        log/* log */.R.warning(`The upload of ${describeUpload(upload)} failed; the verification decides.`, TITLE);
                    }
                },
                warning: (message) => log/* log */.R.warning(message, TITLE)
            }
        });
    }
    finally {
        if (inputs.workDir === undefined)
            await removeWorkDir(workDir, signal.aborted);
    }
    if (result.exitCode === exit_codes/* ExitCode */.yU.Success)
        (0,outputs/* setOutputs */.n)({ [outputs/* Output */.k.CertificateId]: result.certificateId });
    return {
        exitCode: result.exitCode,
        message: result.message,
        title: TITLE,
        summary: { heading: `Virtuoso QA certificate "${inputs.upload.name}"`, rows: certificateSummaryRows(inputs, result) }
    };
}
/** A fresh 0700 directory under RUNNER_TEMP (or the system's temp); a missing one is a local fault, exit 1. */
async function temporaryWorkDir() {
    const parent = process.env.RUNNER_TEMP || (0,external_node_os_.tmpdir)();
    try {
        return await (0,promises_.mkdtemp)(external_node_path_default().join(parent, 'virtuoso-certificate-'));
    }
    catch (error) {
        throw new exit_codes/* ToolError */.v4(`Could not create a work directory in ${parent}: ${(0,exit_codes/* describeFault */.Qx)(error)}; set the input "${inputs/* Input */.pd.WorkDir}" to a directory that can be written.`);
    }
}
/**
 * Removes the temporary work directory. A removal that still fails after its retries (Windows:
 * a file held by antivirus or the indexer) is a warning that says where the key is left: it never
 * changes the run's result.
 */
async function removeWorkDir(workDir, cancelled) {
    // A cancelled run has two seconds to report: its retries wait 0.3 s at most, not 1 s.
    const fault = await (0,remove/* removeTree */.d)(workDir, cancelled ? { attempts: 3 } : {});
    if (fault === undefined)
        return;
    const runnerTemp = process.env.RUNNER_TEMP ? ' (the runner empties RUNNER_TEMP after the job)' : '';
    log/* log */.R.warning(`Could not remove the work directory ${workDir}, which may still hold the private key: ${(0,exit_codes/* describeFault */.Qx)(fault)}. Delete it${runnerTemp}.`, TITLE);
}
/** The pre-signed addresses grant write access: masked whole and by their query (error messages may quote the query). */
function maskUploadUrls(entry) {
    for (const url of Object.values(entry.uploadUrls)) {
        core/* setSecret */.Pq(url);
        const query = new URL(url).search.slice(1);
        if (query)
            core/* setSecret */.Pq(query);
    }
}
function certificateSummaryRows(inputs, result) {
    return [
        ['Name', inputs.upload.name],
        ['Organization', inputs.upload.organizationId],
        ['Certificate', result.certificate ? `${result.certificate.subject}, valid until ${result.certificate.validTo}` : '—'],
        ['Entry', result.certificateId ?? '—'],
        ...result.uploads.map((upload) => [upload.file, uploadSucceeded(upload) ? `uploaded, ${upload.bytes} bytes` : describeUpload(upload)])
    ];
}


/***/ })

};

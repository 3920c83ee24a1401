/**
 * The three files of a certificate entry (specification part 2): the keys of `item.s3PreSignedUrls`
 * in endpoint 1's answer, and the files of the NSS SQL database that the conversion writes.
 */
export const NSS_FILES = ['key4.db', 'cert9.db', 'pkcs11.txt'] as const

export type NssFile = (typeof NSS_FILES)[number]

/** The three files of an NSS SQL database: what the writer creates and what the service stores per certificate entry. */
export const NSS_FILES = ['key4.db', 'cert9.db', 'pkcs11.txt'] as const

export type NssFile = (typeof NSS_FILES)[number]

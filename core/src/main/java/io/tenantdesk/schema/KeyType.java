package io.tenantdesk.schema;

/** The scalar types DynamoDB allows for key attributes. */
public enum KeyType {
    /** String. */
    S,
    /** Number. */
    N,
    /** Binary. */
    B
}

package io.tenantdesk.schema.item;

import java.math.BigDecimal;
import java.util.Arrays;
import java.util.Base64;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * One DynamoDB attribute value, independent of the AWS SDK, so the schema layer can reason about items
 * without depending on it. Numbers keep their decimal text: DynamoDB numbers have 38 digits of
 * precision, more than a double.
 */
public sealed interface Value {

    /** The DynamoDB type descriptor: S, N, B, BOOL, NULL, L, M, SS, NS, BS. */
    String typeCode();

    static Value str(String s) {
        return new Str(s);
    }

    static Value num(String n) {
        return new Num(n);
    }

    static Value num(long n) {
        return new Num(Long.toString(n));
    }

    static Value num(BigDecimal n) {
        return new Num(n.toPlainString());
    }

    static Value bool(boolean b) {
        return b ? Bool.TRUE : Bool.FALSE;
    }

    static Value nul() {
        return Null.INSTANCE;
    }

    record Str(String value) implements Value {
        public Str {
            Objects.requireNonNull(value);
        }

        @Override
        public String typeCode() {
            return "S";
        }
    }

    /** A number as DynamoDB carries it: decimal text. */
    record Num(String value) implements Value {
        public Num {
            Objects.requireNonNull(value);
        }

        public BigDecimal decimal() {
            return new BigDecimal(value);
        }

        @Override
        public String typeCode() {
            return "N";
        }
    }

    record Bool(boolean value) implements Value {
        static final Bool TRUE = new Bool(true);
        static final Bool FALSE = new Bool(false);

        @Override
        public String typeCode() {
            return "BOOL";
        }
    }

    final class Null implements Value {
        static final Null INSTANCE = new Null();

        private Null() {}

        @Override
        public String typeCode() {
            return "NULL";
        }

        @Override
        public String toString() {
            return "Null";
        }
    }

    final class Bin implements Value {
        private final byte[] bytes;

        public Bin(byte[] bytes) {
            this.bytes = bytes.clone();
        }

        public byte[] bytes() {
            return bytes.clone();
        }

        public int length() {
            return bytes.length;
        }

        @Override
        public String typeCode() {
            return "B";
        }

        @Override
        public boolean equals(Object o) {
            return o instanceof Bin other && Arrays.equals(bytes, other.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }

        @Override
        public String toString() {
            return "Bin[" + Base64.getEncoder().encodeToString(bytes) + "]";
        }
    }

    record ListOf(List<Value> values) implements Value {
        public ListOf {
            values = List.copyOf(values);
        }

        @Override
        public String typeCode() {
            return "L";
        }
    }

    record MapOf(Map<String, Value> values) implements Value {
        public MapOf {
            values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        }

        @Override
        public String typeCode() {
            return "M";
        }
    }

    record StrSet(Set<String> values) implements Value {
        public StrSet {
            values = Collections.unmodifiableSet(new LinkedHashSet<>(values));
        }

        @Override
        public String typeCode() {
            return "SS";
        }
    }

    record NumSet(Set<String> values) implements Value {
        public NumSet {
            values = Collections.unmodifiableSet(new LinkedHashSet<>(values));
        }

        @Override
        public String typeCode() {
            return "NS";
        }
    }

    record BinSet(List<Bin> values) implements Value {
        public BinSet {
            values = List.copyOf(values);
        }

        @Override
        public String typeCode() {
            return "BS";
        }
    }
}

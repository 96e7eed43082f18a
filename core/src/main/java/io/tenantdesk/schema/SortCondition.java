package io.tenantdesk.schema;

import java.util.Optional;

/** A condition on an index's sort key in a declared range, e.g. {@code GSI3SK <= {now+30d|iso}}. */
public record SortCondition(Operator operator, ValueExpression value, ValueExpression upper) {

    public enum Operator {
        EQ("="),
        LT("<"),
        LE("<="),
        GT(">"),
        GE(">="),
        BETWEEN("between"),
        BEGINS_WITH("begins_with");

        private final String symbol;

        Operator(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        public static Optional<Operator> fromSymbol(String s) {
            for (Operator o : values()) {
                if (o.symbol.equalsIgnoreCase(s)) {
                    return Optional.of(o);
                }
            }
            return Optional.empty();
        }
    }

    public Optional<ValueExpression> upperIfAny() {
        return Optional.ofNullable(upper);
    }
}

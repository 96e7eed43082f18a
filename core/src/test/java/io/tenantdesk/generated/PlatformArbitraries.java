package io.tenantdesk.generated;

import io.tenantdesk.schema.KeyType;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.Tuple;

/** jqwik arbitraries of {@link Choices}: platforms of one to three tables and up to six entities. */
public final class PlatformArbitraries {

    private PlatformArbitraries() {}

    /** Generated platforms: a valid descriptor and items for it, valid, malformed and hostile. */
    public static Arbitrary<GeneratedPlatform> platforms() {
        return Combinators.combine(choices(), Arbitraries.longs().between(1, 1_000_000))
                .as(GeneratedPlatform::of);
    }

    static Arbitrary<Choices.Platform> choices() {
        return Combinators.combine(
                        tables().list().ofMinSize(1).ofMaxSize(3),
                        Arbitraries.of(true, true, false),
                        entity(),
                        entity().list().ofMaxSize(5),
                        Arbitraries.integers().between(0, 3))
                .as(Choices.Platform::new);
    }

    private static Arbitrary<KeyType> keyType() {
        return Arbitraries.frequencyOf(
                Tuple.of(6, Arbitraries.just(KeyType.S)),
                Tuple.of(2, Arbitraries.just(KeyType.N)),
                Tuple.of(1, Arbitraries.just(KeyType.B)));
    }

    private static Arbitrary<KeyType> sortKeyType() {
        return Arbitraries.frequencyOf(
                Tuple.of(2, Arbitraries.just((KeyType) null)),
                Tuple.of(6, Arbitraries.just(KeyType.S)),
                Tuple.of(2, Arbitraries.just(KeyType.N)),
                Tuple.of(1, Arbitraries.just(KeyType.B)));
    }

    private static Arbitrary<Choices.Table> tables() {
        Arbitrary<Choices.Index> index = Combinators.combine(
                        keyType(), sortKeyType(), Arbitraries.integers().between(0, 2))
                .as(Choices.Index::new);
        return Combinators.combine(
                        keyType(),
                        sortKeyType(),
                        Arbitraries.of(false, true),
                        index.list().ofMaxSize(3))
                .as(Choices.Table::new);
    }

    private static Arbitrary<Choices.Entity> entity() {
        Arbitrary<Choices.Placement> placement = Combinators.combine(
                        Arbitraries.integers().between(0, 5),
                        Arbitraries.integers().between(0, 3),
                        Arbitraries.integers().between(0, DescriptorBuilder.SEPARATORS.length() - 1),
                        Arbitraries.of(false, false, false, true),
                        Arbitraries.of(false, true))
                .as(Choices.Placement::new);
        Arbitrary<Choices.Reach> reach = Combinators.combine(
                        Arbitraries.integers().between(0, 5),
                        Arbitraries.integers().between(0, 4),
                        Arbitraries.integers().between(0, 2))
                .as(Choices.Reach::new);
        Arbitrary<Choices.Extras> extras = Combinators.combine(
                        Arbitraries.of(false, false, true),
                        Arbitraries.of(false, true),
                        Arbitraries.integers().between(0, 3),
                        Arbitraries.of(false, true),
                        Arbitraries.of(false, true))
                .as(Choices.Extras::new);
        Arbitrary<Choices.Attribute> attribute = Combinators.combine(
                        Arbitraries.integers().between(0, DescriptorBuilder.ATTRIBUTE_TYPES - 1),
                        Arbitraries.of(false, false, false, true),
                        Arbitraries.of(false, true),
                        Arbitraries.integers().between(0, 3))
                .as(Choices.Attribute::new);
        return Combinators.combine(placement, reach, extras, attribute.list().ofMaxSize(6))
                .as(Choices.Entity::new);
    }
}

package io.tenantdesk.aws;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** The chain of causes of a failure, read safely: the SDK nests deeply, and a chain may loop. */
public final class Causes {

    private static final int MAX_DEPTH = 32;

    private Causes() {}

    /** {@code failure}, its cause, that one's cause, …: outermost first. */
    public static List<Throwable> of(Throwable failure) {
        Set<Throwable> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = failure; t != null && chain.size() < MAX_DEPTH && seen.add(t); t = t.getCause()) {
            chain.add(t);
        }
        return chain;
    }

    /** The outermost of the chain that is a {@code type}. */
    public static <T extends Throwable> Optional<T> first(Throwable failure, Class<T> type) {
        return of(failure).stream().filter(type::isInstance).map(type::cast).findFirst();
    }
}

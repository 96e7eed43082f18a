package io.tenantdesk.schema.load;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The places where the JSON Schema found a descriptor of the wrong shape, so that reading it for its meaning passes
 * over them instead of reporting them again in other words.
 */
record BrokenPlaces(Set<String> paths) {

    static BrokenPlaces of(List<DescriptorProblem> structureProblems) {
        return new BrokenPlaces(
                structureProblems.stream().map(DescriptorProblem::path).collect(Collectors.toSet()));
    }

    boolean none() {
        return paths.isEmpty();
    }

    /** True when something at {@code path} or inside it is of the wrong shape. */
    boolean within(String path) {
        return paths.stream().anyMatch(p -> p.equals(path) || p.startsWith(path + ".") || p.startsWith(path + "["));
    }
}

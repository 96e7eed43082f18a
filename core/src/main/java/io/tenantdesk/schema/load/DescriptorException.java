package io.tenantdesk.schema.load;

import java.util.List;
import java.util.stream.Collectors;

/** A descriptor that cannot be used; carries every problem found, each with file, JSON path and reason. */
public final class DescriptorException extends RuntimeException {

    private final transient List<DescriptorProblem> problems;

    public DescriptorException(List<DescriptorProblem> problems) {
        super(describe(problems));
        this.problems = List.copyOf(problems);
    }

    public List<DescriptorProblem> problems() {
        return problems;
    }

    private static String describe(List<DescriptorProblem> problems) {
        String lines = problems.stream().map(DescriptorProblem::toString).collect(Collectors.joining("\n  "));
        return problems.size() == 1
                ? lines
                : problems.size() + " problems in " + problems.get(0).source() + ":\n  " + lines;
    }
}

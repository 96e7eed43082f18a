package io.tenantdesk.aws.profile;

import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Something wrong with one AWS config or credentials file, in words that say where and what: the file, and
 * for a broken section its line and its header ({@code [profile build]}).
 *
 * @param reason      what is wrong, as the SDK's parser says it
 * @param consequence what was done about it ("this section is left out"), or empty
 */
public record ProfileProblem(Path file, OptionalInt line, Optional<String> section, String reason, String consequence) {

    public ProfileProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(line, "line");
        Objects.requireNonNull(section, "section");
        Objects.requireNonNull(reason, "reason");
        Objects.requireNonNull(consequence, "consequence");
    }

    /** A problem with the whole file. */
    public ProfileProblem(Path file, String message) {
        this(file, OptionalInt.empty(), Optional.empty(), message, "");
    }

    /** The reason and, after it, the consequence. */
    public String message() {
        return consequence.isEmpty() ? reason : reason + "; " + consequence;
    }

    /** "~/.aws/config:12: [profile build]: Expected an '=' sign … (this section is left out)". */
    @Override
    public String toString() {
        return file + (line.isPresent() ? ":" + line.getAsInt() : "") + ": "
                + section.map(s -> s + ": ").orElse("") + message();
    }
}

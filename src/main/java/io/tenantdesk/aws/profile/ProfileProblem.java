package io.tenantdesk.aws.profile;

import java.nio.file.Path;
import java.util.Objects;

/** Something wrong with one AWS config or credentials file, in words that say where and what. */
public record ProfileProblem(Path file, String message) {

    public ProfileProblem {
        Objects.requireNonNull(file, "file");
        Objects.requireNonNull(message, "message");
    }

    @Override
    public String toString() {
        return file + ": " + message;
    }
}

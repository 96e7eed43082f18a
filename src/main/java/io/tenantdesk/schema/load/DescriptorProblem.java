package io.tenantdesk.schema.load;

/**
 * One problem in a descriptor file: the file, the JSON path ({@code $.entities[2].keys.GSI9PK}) and what is
 * wrong, in words that say what to change.
 */
public record DescriptorProblem(String source, String path, String message) {

    @Override
    public String toString() {
        return source + ": " + path + ": " + message;
    }
}

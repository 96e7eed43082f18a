package io.tenantdesk.schema.load;

import io.tenantdesk.text.VisibleText;

/**
 * One problem in a descriptor file: the file, the JSON path ({@code $.entities[2].keys.GSI9PK}) and what is
 * wrong, in words that say what to change. Its text form is one line, whatever the file holds.
 */
public record DescriptorProblem(String source, String path, String message) {

    @Override
    public String toString() {
        return VisibleText.escape(source + ": " + path + ": " + message);
    }
}

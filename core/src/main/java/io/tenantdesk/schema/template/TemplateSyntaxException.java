package io.tenantdesk.schema.template;

/** A key template that cannot be read; the message names the template and the problem. */
public final class TemplateSyntaxException extends IllegalArgumentException {

    public TemplateSyntaxException(String message) {
        super(message);
    }
}

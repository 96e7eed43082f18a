package io.tenantdesk.audit;

import io.tenantdesk.aws.CallerIdentity;
import io.tenantdesk.aws.Connection;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Who proposes, approves or rejects: compared by {@link #id}, shown by {@link #name}. On AWS the caller identity
 * tells people apart: an assumed role's session name (an IAM Identity Center user's name), so one person under two
 * roles (proposer and approver) is still one person; an IAM user by its name. A local connection, which has no caller
 * identity, is the name it is given.
 *
 * @param id   what two people are compared by, e.g. {@code aws:123456789012:ana@example.com} or {@code local:ana}
 * @param name how the person is shown, e.g. {@code ana@example.com}
 */
public record Person(String id, String name) {

    private static final Pattern ASSUMED_ROLE = Pattern.compile("arn:aws[\\w-]*:sts::(\\d+):assumed-role/[^/]+/(.+)");
    private static final Pattern IAM_USER = Pattern.compile("arn:aws[\\w-]*:iam::(\\d+):user/(?:.*/)?([^/]+)");

    public Person {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(name, "name");
    }

    /** Who acts on {@code connection}: its caller identity, or for a local endpoint its label. */
    public static Person of(Connection connection) {
        CallerIdentity identity = connection.identity();
        if (identity.local()) {
            return local(connection.label());
        }
        if ("unknown".equals(identity.arn())) {
            return new Person("unverified:" + connection.label(), connection.label());
        }
        return ofArn(identity.arn());
    }

    /** A local connection given the name {@code name}. */
    public static Person local(String name) {
        return new Person("local:" + name, name);
    }

    /** The person a caller identity's ARN names. */
    public static Person ofArn(String arn) {
        Matcher role = ASSUMED_ROLE.matcher(arn);
        if (role.matches()) {
            return new Person("aws:" + role.group(1) + ":" + role.group(2), role.group(2));
        }
        Matcher user = IAM_USER.matcher(arn);
        if (user.matches()) {
            return new Person("aws:" + user.group(1) + ":user/" + user.group(2), user.group(2));
        }
        return new Person(arn, arn);
    }

    public boolean same(Person other) {
        return id.equals(other.id);
    }
}

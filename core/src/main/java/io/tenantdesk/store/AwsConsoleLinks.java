package io.tenantdesk.store;

import io.tenantdesk.aws.Connection;
import io.tenantdesk.schema.TableDef;
import io.tenantdesk.schema.item.Item;
import java.net.URI;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/** Links into the AWS console's DynamoDB pages, for connections to AWS itself. */
final class AwsConsoleLinks {

    private AwsConsoleLinks() {}

    /**
     * The item's page in the console's item explorer; none on a local endpoint or an endpoint override, which the
     * console cannot show.
     */
    static Optional<URI> item(Connection connection, TableDef table, Item item) {
        if (connection.identity().local()
                || connection.region() == null
                || connection
                        .client()
                        .serviceClientConfiguration()
                        .endpointOverride()
                        .isPresent()) {
            return Optional.empty();
        }
        String region = connection.region().id();
        StringBuilder fragment = new StringBuilder("edit-item?itemMode=2&route=ROUTE_ITEM_EXPLORER&table=")
                .append(encode(connection.tables().physical(table.name())));
        fragment.append("&pk=")
                .append(encode(item.scalarText(table.partitionKey().name()).orElse("")));
        if (table.sortKey() != null) {
            fragment.append("&sk=")
                    .append(encode(item.scalarText(table.sortKey().name()).orElse("")));
        }
        return Optional.of(URI.create(
                "https://" + region + ".console.aws.amazon.com/dynamodbv2/home?region=" + region + "#" + fragment));
    }

    private static String encode(String text) {
        return URLEncoder.encode(text, StandardCharsets.UTF_8).replace("+", "%20");
    }
}
